#!/bin/sh
# cli-explain-lang.sh: the engine's explanations, exercises and refusals
# in Japanese and Chinese.  `solve --explain` of heaps, a row game, a sum
# and misere Nim, the worksheet's answers and a damaged saved game are in
# the reader's language (sentences of explain.c, practice.c and record.c
# from the catalogs), while --porcelain stays byte for byte the English.

. "$SRCDIR/tests/lib.sh"

command -v msgfmt >/dev/null 2>&1
ok $? "msgfmt is installed (GNU gettext)"

catalogs

# speak LANG ARGS...: sprague's stdout in that language.
speak() {
	lang=$1
	shift
	LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" "$@" 2>"$tmp/err"
}

# has LANG NAME LINE ARGS...: a whole line of the output is LINE.
# part LANG NAME TEXT ARGS...: the output holds TEXT.
has() { look -x "$@"; }
part() { look "" "$@"; }
look() {
	how=$1 lang=$2 name=$3 want=$4
	shift 4
	speak "$lang" "$@" >"$tmp/out"
	grep -q${how#-}F -- "$want" "$tmp/out"
	st=$?
	ok $st "$lang: $name"
	[ $st -eq 0 ] ||
		diag "sprague $*" "want: $want" "got:" "$(cat "$tmp/out")"
}

# One heap of Grundy's game: its options and their mex.
has ja "grundy 7: the options as sums of heaps" \
    "大きさ7の山には選択肢（着手後に残るもの）が3個ある。山が2つ以上残る選択肢の値は、それらの値の排他的論理和（XOR）である：" \
    solve --explain grundy 7
has ja "grundy 7: the mex of the options" \
    "値0の選択肢がないので、現れない最小の値（mex）は0である。大きさ7の山の値は0である。" \
    solve --explain grundy 7
has zh_CN "grundy 7: the options as sums of heaps" \
    "大小为 7 的堆有 3 个后继局面（走一步后留下的局面）；含不止一个堆的后继局面，其值是各堆的值的异或：" \
    solve --explain grundy 7
has zh_CN "grundy 7: the mex of the options" \
    "没有值为 0 的后继局面，所以缺失的最小值（mex）是 0：大小为 7 的堆，值为 0。" \
    solve --explain grundy 7

# Kayles: a won sum of rows, the other winning moves under their head.
has ja "kayles 4 7: the nim-sum is not 0" \
    "ニム和は3で0ではない。手番の側はこれを0にすれば勝つ。" \
    solve --explain kayles 4 7
has ja "kayles 4 7: the other winning moves" \
    "ほかの勝ちの手（どれもやはりニム和を0にする）：" \
    solve --explain kayles 4 7
has zh_CN "kayles 4 7: the nim-sum is not 0" \
    "尼姆和为 3，不为 0：轮到走的一方只要把它变为 0 就能获胜。" \
    solve --explain kayles 4 7
has zh_CN "kayles 4 7: the other winning moves" \
    "其他必胜走法（每一步同样使尼姆和为 0）：" \
    solve --explain kayles 4 7

# A sum of different games: the theorem, and the argument's move.
sum="sum nim 3 4 + kayles 5 + grundy 9"
has ja "a sum: each part a Nim heap of its value" \
    "各部分は、そのグランディ数と同じ大きさのニムの山に等しい。局面全体の値はそれらのニム和である。ニム和は排他的論理和（XOR）であり、2進数の各桁を繰り上がりなしで足す。つまり1が奇数個ある桁が1になる。" \
    solve --explain $sum
has ja "a sum: the part to change, and the nim-sum after" \
    "勝つには、nim 3 4の値を 7 から 7 ^ 2 = 5 に変える。ほかの部分はそのままなので、ニム和は 2 ^ 7 ^ 5 = 0 になる。" \
    solve --explain $sum
has zh_CN "a sum: each part a Nim heap of its value" \
    "每个部分等价于一个大小为其 SG值的尼姆堆；整个局面的值是它们的尼姆和（异或：二进制各列相加而不进位，所以一列中 1 的个数为奇数时结果为 1）。" \
    solve --explain $sum
has zh_CN "a sum: the part to change, and the nim-sum after" \
    "要获胜，就改动这一部分：nim 3 4，把它的值从 7 变为 7 ^ 2 = 5。其他部分不变，所以尼姆和变为 2 ^ 7 ^ 5 = 0。" \
    solve --explain $sum

# Nim with several heaps holding the leftmost 1 of the nim-sum: the
# sentence for many parts, their values listed.
part ja "nim 3 5 6 7: three heaps with the leftmost 1" \
    "その最も左の1は4の位にあり、その位に1があるのは" \
    solve --explain nim 3 5 6 7
part ja "nim 3 5 6 7: such values become smaller" \
    "そうした値は小さくなる。" solve --explain nim 3 5 6 7
part zh_CN "nim 3 5 6 7: three heaps with the leftmost 1" \
    "尼姆和最高位的 1 在 4 这一列，这一列为 1 的部分有：" solve --explain nim 3 5 6 7
part zh_CN "nim 3 5 6 7: such values become smaller" \
    "把这样的值与尼姆和异或，" solve --explain nim 3 5 6 7

# Misere Nim's rule.
has ja "misere nim 5 1 1: the rule of one big heap" \
    "2個以上の石がある山は1つだけである。手番の側はその山を0個か1個にし、1個の山が奇数個残るほうを選べば勝つ。" \
    solve --explain --misere nim 5 1 1
has zh_CN "misere nim 5 1 1: the rule of one big heap" \
    "只有一堆多于一颗石子：轮到走的一方把它减到 0 或 1 颗，选留下奇数个 1 颗堆的那种，就能获胜。" \
    solve --explain --misere nim 5 1 1

# The worksheet's answers: why, for each kind of exercise.  (Its
# questions are the program's words; the engine's own questions, those of
# the lessons' ask lines, show on the lesson screen.)
sheet="practice --print --count 2 --seed 1"
has ja "practice: why a winning move wins" \
    "1. 山3から1個取る。残る局面は 6 4 2 で、手番の側の負けである。" \
    $sheet --kind move nim
has ja "practice: why the value is the nim-sum of the parts" \
    "1. 1：各部分の値のニム和 6 ^ 4 ^ 3 = 1（山1は6、山2は4、山3は3）。" \
    $sheet --kind value nim
has ja "practice: why a position is lost" \
    "1. P：どの着手も相手が勝つ局面を残す（値は0）。" \
    $sheet --kind outcome nim
has zh_CN "practice: why a winning move wins" \
    "1. 从第 3 堆取 1 颗，留下 6 4 2，轮到走的一方必败。" \
    $sheet --kind move nim
part zh_CN "practice: why the value is the nim-sum of the parts" \
    "1. 1：各部分值的尼姆和，6 ^ 4 ^ 3 = 1（" $sheet --kind value nim
has zh_CN "practice: why a position is lost" \
    "1. P：每一步都会留下对方必胜的局面（值为 0）。" \
    $sheet --kind outcome nim

# A saved game of an unknown version, and one with a bad play line:
# refused naming the line, in the reader's language.
printf '%s\n' "sprague-game 9" "game: nim" >"$tmp/v9.txt"
printf '%s\n' "sprague-game 1" "game: nim" "play: sideways" >"$tmp/play.txt"
for case in \
    "ja:v9:1行目：形式のバージョン9には対応していない（このプログラムが読めるのはバージョン1と2）" \
    "ja:play:3行目：play \"sideways\"：normal か misere でなければならない" \
    "zh_CN:v9:第 1 行：本程序不认识格式版本 9（只能读取版本 1 和 2）" \
    "zh_CN:play:第 3 行：play \"sideways\"：必须是 normal 或 misere"; do
	lang=${case%%:*} rest=${case#*:}
	file=${rest%%:*} want=${rest#*:}
	speak "$lang" replay "$tmp/$file.txt" >"$tmp/out"
	st=$?
	[ $st -eq 2 ] && [ ! -s "$tmp/out" ] &&
	    grep -qxF "sprague: $tmp/$file.txt: $want" "$tmp/err"
	ok $? "$lang: a bad saved game ($file) refused in its language"
	[ $st -eq 2 ] || diag "status $st" "stderr: $(cat "$tmp/err")"
done

# A twin said under the move it copies: the line begins with the
# language's own bracket, whole (no byte of it cut).
has ja "circle: a twin under its move" \
    "      （または双子の手：コイン5を取る、残る局面は oooo.oo.ooo）" \
    solve --explain circle ooooooo.ooo
has zh_CN "circle: a twin under its move" \
    "      （或其孪生走法：取走第 5 枚硬币，留下 oooo.oo.ooo）" \
    solve --explain circle ooooooo.ooo

# --porcelain is the contract: the same bytes in every language.
for args in "solve --porcelain nim 3 4 5" "solve --porcelain kayles 4 7" \
    "solve --porcelain $sum" "solve --porcelain --misere nim 5 1 1" \
    "practice --porcelain --count 6 --seed 4"; do
	LC_ALL=C "$SPRAGUE" $args >"$tmp/en" 2>&1
	for lang in ja zh_CN; do
		speak "$lang" $args >"$tmp/$lang"
		cmp -s "$tmp/en" "$tmp/$lang" && [ -s "$tmp/en" ]
		ok $? "$lang: $args is the English byte for byte"
	done
done

done_testing
