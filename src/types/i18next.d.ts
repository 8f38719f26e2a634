import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    // t() always returns a string (i18nextOptions sets returnNull: false).
    returnNull: false;
    // The resources are not typed, so t() cannot know a string's {{variables}}: checking them would only reject the
    // site's helpers that take any `t` (src/i18n/filled.ts).
    strictInterpolationChecks: false;
  }
}
