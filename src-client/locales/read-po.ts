import fs from 'node:fs';

/** One message of a .po catalog: its id (the English source) and its translation. */
export interface Entry {
  id: string;
  text: string;
}

/** The entries of a .po file (msgid / msgstr, multi-line strings joined, escapes read). */
export function readPo(file: string): Entry[] {
  const entries: Entry[] = [];
  let id: string | null = null;
  let text: string | null = null;
  let field: 'id' | 'text' | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id !== null && id !== '') entries.push({ id, text: text ?? '' });
    id = text = field = null;
  };
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      text = unquote(line.slice(7));
      field = 'text';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += unquote(line);
      else text += unquote(line);
    } else if (line.trim() === '') field = null;
  }
  flush();
  return entries;
}
