import 'i18next';

// t() always returns a string (i18nextOptions sets returnNull: false).
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
