// Lint: typescript-eslint, React hooks rules and jsx-a11y. Formatting is Prettier's job.
import colorNames from 'color-name';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A colour (#rgb, #rrggbb(aa), a colour function, a CSS colour name) or the tap-target size: written in
// src/styles/theme.ts only.
const RAW = String.raw`/#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})(?![\w-])|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(${Object.keys(colorNames).join('|')})(?![\w-])|\b2\.75rem\b/i`;
const rawValue = {
  selector: `:matches(Literal[value=${RAW}], TemplateElement[value.raw=${RAW}])`,
  message: 'Colours and the tap-target size live in src/styles/theme.ts: use colors, alphas or layout.tapTarget.',
};

/** Imports go one way: locales/, data/ ← src/ ← gatsby/ ← tools/, __tests__/. */
const importsFrom = (...folders) => [
  'error',
  {
    patterns: [{ regex: `^(\\.\\.?/)+(${folders.join('|')})/`, message: 'Imports go one way (docs/architecture.md).' }],
  },
];

export default tseslint.config(
  {
    ignores: [
      '{public,.preview-build,.cache,coverage,test-results,playwright-report,.lighthouseci}/',
      'src/gatsby-types.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', rawValue],
    },
  },
  { files: ['src/styles/theme.ts', '__tests__/**'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['src/**'], rules: { 'no-restricted-imports': importsFrom('gatsby', 'tools', '__tests__') } },
  { files: ['gatsby/**', 'gatsby-*'], rules: { 'no-restricted-imports': importsFrom('tools', '__tests__') } },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
);
