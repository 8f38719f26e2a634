/** npm run check:content [-- --root <dir>]: gatsby/content/check.ts, one line a finding; exit code 1 on any problem.
 * Placeholders are notices but for a Netlify production deploy. */
import { resolve } from 'node:path';
import { checkContentAt, formatFinding } from '../gatsby/content/check';

const rootFlag = process.argv.indexOf('--root');
const root = resolve(rootFlag > -1 ? process.argv[rootFlag + 1] : process.cwd());
const { errors, notices, content } = checkContentAt(root, process.env);
const localeFiles = Object.values(content.locales).flatMap(Object.keys).length;

console.log(`check:content: ${localeFiles} locale files and ${Object.keys(content.data).length} data files in ${root}`);
if (notices.length)
  console.log(`\n${notices.length} placeholder(s) left to fill in before launch (docs/before-launch.md):`);
for (const finding of notices) console.log(`  ${formatFinding(finding)}`);
if (errors.length) {
  console.error(`\n✖ ${errors.length} problem(s). Each line names the file, the entry inside it and what to do:`);
  for (const finding of errors) console.error(`  ${formatFinding(finding)}`);
  console.error('\nFix each one in the file it names, then run this again (every rule: docs/content-check.md).');
  process.exitCode = 1;
} else {
  console.log('\n✔ All copy and data entries pass.');
}
