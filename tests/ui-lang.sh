#!/bin/sh
# ui-lang.sh: the screens in Japanese and Chinese, in a real terminal at
# 80x24 (LANGUAGE=ja and zh_CN, LANG=C.UTF-8): the menu, a game's key line
# and a message, the explanation, a lesson and the game-over box with
# names in those scripts.  Every screen stays within 80 columns, is cut
# only between characters, and its box stays straight; what a script
# reads (game names, positions, levels, --porcelain) stays as it is.

. "$SRCDIR/tests/lib.sh"

catalogs

. "$SRCDIR/tests/tmux.sh"

# whole NAME: the screen within 80 columns, valid UTF-8, no character cut
# in two (a cut one would show as U+FFFD or as invalid bytes).
whole() {
	screen
	w=$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")
	[ "$w" -le 80 ]
	ok $? "$1: within 80 columns ($w)"
	iconv -f UTF-8 -t UTF-8 <"$tmp/screen" >/dev/null 2>&1 &&
	    ! grep -qF "$(printf '\357\277\275')" "$tmp/screen"
	ok $? "$1: no character cut"
}

# The words each language shows, from its catalogs, separated by @: the
# language, the menu's heading, key line and status line, a board's key
# of the move, the game's keys, whose turn, a move refused, the
# explanation's title, a lesson's title, the winner, the last move.
while IFS='@' read -r ln heading mkeys mstatus enter gkeys turn refusal \
    why title winner ending; do
	UI_LANGUAGE=$ln

	# The menu.
	start C.UTF-8 xterm-256color
	expect "$ln: the menu's heading" "$heading"
	expect "$ln: the menu's key line" "$mkeys"
	expect_status "$ln: the menu's status line" "$mstatus"
	grep -q '^  ▸ nim  ' "$tmp/screen"
	ok $? "$ln: the games by the names typed on the command line"
	whole "$ln: the menu"
	keys q
	expect_exit 0 "$ln: q leaves the menu"

	# A game: its key lines, its status, a move refused.
	start C.UTF-8 xterm-256color play nim 3 4 5
	expect "$ln: the board's key line" "$enter"
	expect "$ln: the game's key line" "$gkeys"
	status=$(status_line)
	case $status in
	" nim | $turn | "*" | nim 3 4 5") r=0 ;;
	*) r=1 ;;
	esac
	ok $r "$ln: the status: the game and the position as typed"
	[ $r -eq 0 ] || diag "status: $status"
	keys 9
	expect "$ln: a move refused, in words" "$refusal"
	whole "$ln: the game"

	# The explanation.
	keys e
	expect "$ln: the explanation's title" "$why"
	whole "$ln: the explanation"
	keys q
	wait_for "$gkeys" >/dev/null
	keys q
	expect_exit 0 "$ln: q leaves the page, then the game"

	# A lesson, wrapped at 80 columns.
	start C.UTF-8 xterm-256color lesson nim
	expect "$ln: the lesson's title" "$title"
	expect "$ln: a try line, its position as in every language" "nim 4 4"
	whole "$ln: the lesson"
	keys Escape
	keys q
	expect_exit 0 "$ln: the lesson is left"

	# The game-over box around names in Chinese and Japanese.
	start C.UTF-8 xterm-256color play euclid 2 1 \
	    --players "小明,たかはしさくら"
	expect "$ln: the game starts" "たかはしさくら"
	keys Right Enter
	expect "$ln: the winner" "$winner"
	expect_text "$ln: the last move's line is whole" "$ending"
	widths=$(box_widths)
	[ -n "$widths" ] && [ "$(printf '%s\n' "$widths" | wc -l)" -eq 1 ]
	ok $? "$ln: every line of the game-over box ends in the same column"
	[ -n "$widths" ] && [ "$(printf '%s\n' "$widths" | wc -l)" -eq 1 ] ||
		diag "widths: $widths" "$(cat "$tmp/screen")"
	whole "$ln: the game-over box"
	keys q
	expect_exit 0 "$ln: q leaves the finished game"
done <<'EOF'
ja@ゲームを選ぶ：@上下 選ぶ  Enter 決定  ? ヘルプ  q 終了@メニュー | ゲームを選ぶ@Enter 取る@h ヒント  e 理由  t 表@あなたの番@山 1 には石が 3 個しかない@理由：@ニムと2進法@小明の勝ち！@小明が最後に着手した。たかはしさくらにはもう着手がない。
zh_CN@选择游戏：@上下 选择  Enter 确定  ? 帮助  q 退出@菜单 | 选择游戏@Enter 取走@h 提示  e 解释  t 值表@轮到你@堆 1 只有 3 颗石子@解释：@尼姆游戏与二进制@小明获胜！@小明走了最后一步：たかはしさくら已无路可走。
EOF
unset UI_LANGUAGE

# The answer "none" in the reader's word: a question whose heaps are none
# of them lost, answered なし or 无, is right, and the reason says the word.
printf '%s\n' "title: T" "" "ask: lost nim 1 2 3" >"$tmp/none.txt"
for pair in ja:なし zh_CN:无; do
	tongue=${pair%%:*} word=${pair#*:}
	UI_LANGUAGE=$tongue start C.UTF-8 xterm lesson "$tmp/none.txt"
	wait_for "nim 1 2 3" >/dev/null
	keys Enter
	sleep 0.3
	keys -l "$word"
	keys Enter
	expect "$tongue: $word answers that none is lost" "✓"
	expect "$tongue: the reason says $word" "$word："
done

# The contract reads the same in every language.
for lang in ja zh_CN; do
	for args in "solve --porcelain nim 3 4 5" "values grundy 12"; do
		# shellcheck disable=SC2086
		LANGUAGE= LC_ALL=C "$SPRAGUE" $args >"$tmp/c" 2>&1
		# shellcheck disable=SC2086
		LANGUAGE=$lang LANG=C.UTF-8 LC_ALL= "$SPRAGUE" $args \
		    >"$tmp/l" 2>&1
		cmp -s "$tmp/c" "$tmp/l"
		ok $? "$ln: sprague $args is the same as in English"
	done
done

done_testing
