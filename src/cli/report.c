/*
 * report.c: `sprague report [--csv [--bom] | --html] [--results FILE]
 * [--since DATE] [--name NAME]`: a teacher's report on the class from the
 * practice record and a results log (report.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "error.h"
#include "i18n.h"
#include "progress.h"
#include "report.h"
#include "savefile.h"

/* The value of option argv[*i], or exit 2. */
static const char *
value(int argc, char *argv[], int *i)
{
	if (*i + 1 >= argc)
		die(EXIT_USAGE, _("option \"%.40s\": needs a value"), argv[*i]);
	return argv[++*i];
}

int
cli_report(int argc, char *argv[])
{
	const char *results = NULL, *since = NULL, *name = NULL;
	struct progress pg;
	struct sg_cause why;
	struct report r;
	struct sbuf out;
	char msg[600], *log = NULL;
	size_t len = 0;
	bool csv = false, html = false, bom = false;
	int i, rc;

	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--csv") == 0)
			csv = true;
		else if (strcmp(argv[i], "--html") == 0)
			html = true;
		else if (strcmp(argv[i], "--bom") == 0)
			bom = true;
		else if (strcmp(argv[i], "--results") == 0)
			results = value(argc, argv, &i);
		else if (strcmp(argv[i], "--since") == 0) {
			since = value(argc, argv, &i);
			if (!report_date_ok(since))
				die(EXIT_USAGE, _("date \"%.40s\": must be "
				    "YYYY-MM-DD"), since);
		} else if (strcmp(argv[i], "--name") == 0) {
			name = value(argc, argv, &i);
			if (name[0] != '\0' && !progress_name_ok(name))
				die(EXIT_USAGE, _("name \"%1$.40s\": %2$s"),
				    name, _(progress_name_rule));
		} else if (argv[i][0] == '-')
			die(EXIT_USAGE, _("option \"%.64s\": unknown for report "
			    "(see: sprague --help)"), argv[i]);
		else
			die(EXIT_USAGE, _("report: \"%.64s\": give a results "
			    "log with --results FILE"), argv[i]);
	}
	if (csv && html)
		die(EXIT_USAGE, "%s", _("option \"--csv\": not with --html"));
	if (bom && !csv)
		die(EXIT_USAGE, "%s", _("option \"--bom\": for --csv"));
	if (results != NULL && (rc = savefile_read_text(results, &log, &len,
	    &why)) != SAVEFILE_OK)
		die(rc == SAVEFILE_BAD ? EXIT_USAGE : EXIT_TROUBLE, "%.200s: %s",
		    results, why.text);
	if (!progress_read(&pg, msg, sizeof msg))
		die(EXIT_USAGE, "%s", msg);
	if (!report_make(&r, &pg, log, len, since, name, msg, sizeof msg)) {
		free(log);
		progress_free(&pg);
		die(EXIT_USAGE, "%.200s: %s", results != NULL ? results : "",
		    msg);
	}
	free(log);
	sbuf_init(&out);
	if (csv)
		report_csv(&r, bom, &out);
	else if (html)
		report_html(&r, &out);
	else
		report_text(&r, &out);
	if (out.oom)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	fwrite(sbuf_str(&out), 1, out.len, stdout);
	sbuf_free(&out);
	report_free(&r);
	progress_free(&pg);
	return cli_finish_output();
}
