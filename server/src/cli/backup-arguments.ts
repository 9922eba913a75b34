import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './with-database.js';

/** The one file argument, as an absolute path, of `npm run backup -- --out FILE` or `npm run restore -- --from FILE`. */
export function fileArgument(option: 'out' | 'from', usage: string): string {
  let file: string | undefined;
  try {
    file = parseArgs({ options: { [option]: { type: 'string' } } }).values[option] as
      string | undefined;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  if (!file) throw new UsageError(`--${option} FILE is required\n${usage}`);
  // npm runs the script in the server folder; the file is named from where npm was run.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
