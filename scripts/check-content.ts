/**
 * npm run check:content [-- --root <dir>]
 *
 * Checks every string in locales/ and every entry in data/ (see
 * scripts/content/checkContent.ts and README, "Editing the copy"). Prints one
 * line per finding, naming rule, file and key; exits 1 when there is a problem.
 * Notices (placeholder addresses) are printed but never fail the check.
 */
import { resolve } from 'node:path';
import { formatFinding } from './content/checkContent';
import { checkContentAt } from './content/loadContent';

const rootFlag = process.argv.indexOf('--root');
const root = resolve(rootFlag > -1 ? process.argv[rootFlag + 1] : process.cwd());
const { errors, notices, checked } = checkContentAt(root);

console.log(`check:content: ${checked.localeFiles} locale files and ${checked.dataFiles} data files in ${root}`);
if (notices.length) {
  console.log(`\n${notices.length} notice(s), not failing the check:`);
  for (const finding of notices) console.log(`  ${formatFinding(finding)}`);
}
if (errors.length) {
  console.error(`\n✖ ${errors.length} problem(s):`);
  for (const finding of errors) console.error(`  ${formatFinding(finding)}`);
  console.error('\nFix them in the files named above (README, "Editing the copy").');
  process.exitCode = 1;
} else {
  console.log('\n✔ All copy and data entries pass.');
}
