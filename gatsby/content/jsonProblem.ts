/**
 * What is wrong with a JSON file that does not parse, in the words of someone who edited one line of it on GitHub:
 * where (line and column) and which slip it is: a closing } or ] missing (the file ends, or the indentation says a
 * group ends, before it is closed), a comma missing between two entries, a comma after the last one, a quotation mark
 * missing at the end of a text or a straight quotation mark inside one, a colon missing after a name.
 */
export function jsonProblem(text: string): { line: number; column: number; problem: string } {
  const lines = text.split('\n');
  const lineAt = (at: number) => text.slice(0, at).split('\n').length;
  const position = (at: number) => {
    const before = text.slice(0, at).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  };
  const indentOf = (line: number) => /^\s*/.exec(lines[line - 1] ?? '')![0].length;
  const nameAt = (at: number) => /"([^"\n]*)"\s*:\s*[{[]$/.exec(text.slice(Math.max(0, at - 80), at + 1))?.[1];
  const closer = (open: string) => (open === '{' ? '}' : ']');
  /** Groups still open: the bracket and where it is. */
  const open: { char: string; at: number }[] = [];
  /** What the last token was: a value ends an entry, a comma or an opening bracket waits for one. */
  let last: { kind: 'value' | 'comma' | 'open' | 'colon' | 'name' | 'start'; at: number } = { kind: 'start', at: 0 };
  const at = (i: number, problem: string) => ({ ...position(i), problem });
  const missingCloser = (i: number) => {
    const group = open.at(-1)!;
    const name = nameAt(group.at);
    return at(
      i,
      `a closing ${closer(group.char)} is missing before this line: the group that opens at line ${lineAt(group.at)}${
        name ? ` ("${name}")` : ''
      } is never closed. Put the ${closer(group.char)} back (with a comma after it if another entry follows)`,
    );
  };
  /** An entry that starts at or left of its group's opening line belongs outside it: the group was never closed. */
  const outside = (i: number) => {
    const group = open.at(-1);
    return (
      !!group && lineAt(i) !== lineAt(group.at) && open.length > 1 && indentOf(lineAt(i)) <= indentOf(lineAt(group.at))
    );
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const inObject = open.at(-1)?.char === '{';
    if (char === '"') {
      // A text: to its closing quotation mark, on the same line.
      let end = i + 1;
      while (end < text.length && text[end] !== '"' && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      if (text[end] !== '"')
        return at(i, 'this text has no closing quotation mark: put " back at its end, before the comma');
      if (last.kind === 'value' || last.kind === 'name') {
        const sameLine = lineAt(last.at) === lineAt(i);
        if (sameLine)
          return at(
            i,
            'a straight quotation mark inside a text ends it early: inside a text write “ ” or ’ (「」 in Chinese), never "',
          );
        if (outside(i)) return missingCloser(i);
        return at(
          i,
          `a comma is missing at the end of line ${lineAt(last.at)}, between two entries: put , after its text`,
        );
      }
      if (last.kind === 'comma' && outside(i)) return missingCloser(i);
      const isName = inObject && (last.kind === 'open' || last.kind === 'comma');
      last = { kind: isName ? 'name' : 'value', at: end };
      if (isName) {
        const after = /^\s*/.exec(text.slice(end + 1))![0].length + end + 1;
        if (text[after] !== ':')
          return at(after, 'a colon is missing after the name in quotation marks: write "name": "text"');
      }
      i = end + 1;
      continue;
    }
    if (char === ':') {
      last = { kind: 'colon', at: i };
      i++;
      continue;
    }
    if (char === ',') {
      if (last.kind !== 'value')
        return at(
          i,
          last.kind === 'comma' ? 'two commas in a row: take one out' : 'a comma where a text should be: take it out',
        );
      last = { kind: 'comma', at: i };
      i++;
      continue;
    }
    if (char === '{' || char === '[') {
      if (last.kind === 'value')
        return at(i, `a comma is missing at the end of line ${lineAt(last.at)}: put , after it`);
      open.push({ char, at: i });
      last = { kind: 'open', at: i };
      i++;
      continue;
    }
    if (char === '}' || char === ']') {
      if (!open.length) return at(i, `an extra ${char}: nothing is open here to close; take it out`);
      if (last.kind === 'comma') return at(last.at, 'a comma after the last entry of a group: take this comma out');
      if (closer(open.at(-1)!.char) !== char) return missingCloser(i);
      open.pop();
      last = { kind: 'value', at: i };
      i++;
      continue;
    }
    // A number, true, false or null; anything else is a stray character.
    const word = /^(-?\d[\d.eE+-]*|true|false|null)/.exec(text.slice(i))?.[0];
    if (!word) {
      if (last.kind === 'value' && lineAt(last.at) === lineAt(i))
        return at(
          i,
          'a straight quotation mark inside a text ends it early: inside a text write “ ” or ’ (「」 in Chinese), never "',
        );
      return at(i, `an unexpected ${JSON.stringify(char)}: every text must be in quotation marks`);
    }
    if (last.kind === 'value') return at(i, `a comma is missing at the end of line ${lineAt(last.at)}: put , after it`);
    last = { kind: 'value', at: i };
    i += word.length;
  }
  if (open.length) {
    const group = open.at(-1)!;
    return at(
      text.length,
      `the file ends before every group is closed: a closing ${closer(group.char)} is missing (the group that opens at line ${lineAt(group.at)} is never closed). Put it back where that group ends`,
    );
  }
  return at(text.length, last.kind === 'start' ? 'the file is empty' : 'the file cannot be read');
}
