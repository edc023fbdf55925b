/*
 * savefile.c: reading and writing saved games (savefile.h).
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "savefile.h"

/* A failure of the system call named by what, from errno. */
static int
sys_fail(struct sg_cause *why, const char *what)
{
	int e = errno;
	int code = e == ENOENT || e == ENOTDIR || e == EISDIR ||
	    e == EACCES || e == ELOOP || e == ENAMETOOLONG ?
	    SAVEFILE_BAD : SAVEFILE_IO;

	snprintf(why->text, sizeof why->text, "%s%s%s", what,
	    *what != '\0' ? ": " : "", strerror(e));
	return code;
}

/* Read the whole file, refusing one past SAVEFILE_MAX. */
static int
read_all(int fd, char **text, size_t *len, struct sg_cause *why)
{
	size_t cap = 0, n = 0;
	char *buf = NULL, *nb;
	ssize_t got;

	for (;;) {
		if (n == cap) {
			cap = cap == 0 ? 4096 : cap * 2;
			if ((nb = realloc(buf, cap)) == NULL) {
				free(buf);
				snprintf(why->text, sizeof why->text,
				    _("out of memory"));
				return SAVEFILE_IO;
			}
			buf = nb;
		}
		if ((got = read(fd, buf + n, cap - n)) < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		n += (size_t)got;
		if (n > SAVEFILE_MAX) {
			free(buf);
			snprintf(why->text, sizeof why->text, _("larger than "
			    "%d bytes: not a saved game"), SAVEFILE_MAX);
			return SAVEFILE_BAD;
		}
	}
	if (got < 0) {
		free(buf);
		return sys_fail(why, "");
	}
	*text = buf;
	*len = n;
	return SAVEFILE_OK;
}

/* Wait for the lock on fd; a signal meanwhile (a second Ctrl-C while
 * a game interrupted by the first is logged) only makes it wait on. */
static int
lock_wait(int fd)
{
	int rc;

	while ((rc = flock(fd, LOCK_EX)) != 0 && errno == EINTR)
		continue;
	return rc;
}

/*
 * Open path with flags (O_NONBLOCK added: a FIFO put where the file goes
 * must not hang), locked when lock is set, into *fd; only a regular file
 * is kept.  SAVEFILE_OK, or the trouble with the reason in why.
 */
static int
open_regular(const char *path, int flags, bool lock, int *fd,
    struct sg_cause *why)
{
	struct stat st;
	int rc;

	if ((*fd = open(path, flags | O_NONBLOCK, 0666)) < 0)
		return sys_fail(why, "");
	if (fstat(*fd, &st) != 0 || (lock && lock_wait(*fd) != 0)) {
		rc = sys_fail(why, "");
		close(*fd);
		return rc;
	}
	if (!S_ISREG(st.st_mode)) {
		close(*fd);
		snprintf(why->text, sizeof why->text, "%s",
		    S_ISDIR(st.st_mode) ? _("a directory, not a file") :
		    _("not a regular file"));
		return SAVEFILE_BAD;
	}
	return SAVEFILE_OK;
}

int
savefile_read_text(const char *path, char **text, size_t *len,
    struct sg_cause *why)
{
	int fd, rc;

	if ((rc = open_regular(path, O_RDONLY, false, &fd, why)) !=
	    SAVEFILE_OK)
		return rc;
	rc = read_all(fd, text, len, why);
	close(fd);
	return rc;
}

int
savefile_load(const char *path, struct record *rec, struct sg_cause *why)
{
	char *text = NULL;
	size_t len = 0;
	int rc;

	if ((rc = savefile_read_text(path, &text, &len, why)) != SAVEFILE_OK)
		return rc;
	rc = record_parse(text, len, rec, why);
	free(text);
	if (rc == SG_OK)
		return SAVEFILE_OK;
	return rc == SG_ENOMEM ? SAVEFILE_IO : SAVEFILE_BAD;
}

/* The mode of a new file: the old file's, else 0666 less the umask. */
static mode_t
new_mode(const char *path)
{
	struct stat st;
	mode_t mask;

	if (stat(path, &st) == 0)
		return st.st_mode & 0777;
	mask = umask(0);
	umask(mask);
	return 0666 & ~mask;
}

static int
write_all(int fd, const char *s, size_t n)
{
	ssize_t w;

	while (n > 0) {
		if ((w = write(fd, s, n)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

/* The temporary name: path's directory, a dot, path's name, a suffix. */
static char *
temp_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t dir = slash != NULL ? (size_t)(slash - path) + 1 : 0;
	size_t n = strlen(path) + sizeof ".XXXXXX" + 1;
	char *t;

	if ((t = malloc(n)) == NULL)
		return NULL;
	snprintf(t, n, "%.*s.%s.XXXXXX", (int)dir, path, path + dir);
	return t;
}

/* Flush the directory holding path, so the rename itself is on disk. */
static void
sync_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir;
	int fd;

	if (slash == NULL)
		dir = sg_strdup(".");
	else if (slash == path)
		dir = sg_strdup("/");
	else if ((dir = sg_strdup(path)) != NULL)
		dir[slash - path] = '\0';
	if (dir == NULL)
		return;
	if ((fd = open(dir, O_RDONLY)) >= 0) {
		(void)fsync(fd);
		close(fd);
	}
	free(dir);
}

int
savefile_write_text(const char *path, const char *text, size_t len,
    struct sg_cause *why)
{
	char *tmp;
	int fd, rc = SAVEFILE_OK;

	if ((tmp = temp_name(path)) == NULL) {
		snprintf(why->text, sizeof why->text, _("out of memory"));
		return SAVEFILE_IO;
	}
	if ((fd = mkstemp(tmp)) < 0) {
		rc = sys_fail(why, _("cannot create a file beside it"));
		free(tmp);
		return rc;
	}
	if (fchmod(fd, new_mode(path)) != 0 ||
	    write_all(fd, text, len) != 0 || fsync(fd) != 0)
		rc = sys_fail(why, "");
	if (close(fd) != 0 && rc == SAVEFILE_OK)
		rc = sys_fail(why, "");
	if (rc == SAVEFILE_OK && rename(tmp, path) != 0)
		rc = sys_fail(why, "");
	if (rc != SAVEFILE_OK)
		unlink(tmp);
	else
		sync_dir(path);
	free(tmp);
	return rc;
}

int
savefile_save(const char *path, const struct record *rec,
    struct sg_cause *why)
{
	struct sbuf text;
	int rc;

	sbuf_init(&text);
	if ((rc = record_format(rec, &text, why)) != SG_OK) {
		sbuf_free(&text);
		return rc == SG_ENOMEM ? SAVEFILE_IO : SAVEFILE_BAD;
	}
	rc = savefile_write_text(path, sbuf_str(&text), text.len, why);
	sbuf_free(&text);
	return rc;
}

/* The log open at fd (locked) holds text[0..len-1]: add the line. */
static int
append_locked(int fd, const char *header, const char *line,
    const char *text, size_t len, struct sg_cause *why)
{
	struct sbuf add;
	int rc = SAVEFILE_OK;

	sbuf_init(&add);
	if (len == 0)
		sbuf_printf(&add, "%s\n", header);
	else if (text[len - 1] != '\n')
		sbuf_addc(&add, '\n');	/* a last line without its end */
	sbuf_add(&add, line);
	if (add.oom) {
		snprintf(why->text, sizeof why->text, _("out of memory"));
		rc = SAVEFILE_IO;
	} else if (write_all(fd, sbuf_str(&add), add.len) != 0 ||
	    fsync(fd) != 0)
		rc = sys_fail(why, "");
	sbuf_free(&add);
	return rc;
}

int
savefile_append_line(const char *path, const char *header,
    const char *line, int (*check)(const char *text, size_t len,
    struct sg_cause *why), struct sg_cause *why)
{
	char *text = NULL;
	size_t len = 0;
	int fd, rc;

	if ((rc = open_regular(path, O_RDWR | O_APPEND | O_CREAT, true, &fd,
	    why)) != SAVEFILE_OK)
		return rc;
	rc = read_all(fd, &text, &len, why);
	if (rc == SAVEFILE_OK && len > 0 && check(text, len, why) != SG_OK)
		rc = SAVEFILE_BAD;
	if (rc == SAVEFILE_OK)
		rc = append_locked(fd, header, line, text, len, why);
	free(text);
	if (close(fd) != 0 && rc == SAVEFILE_OK)
		rc = sys_fail(why, "");
	return rc;
}
