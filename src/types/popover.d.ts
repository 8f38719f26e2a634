import 'react';

// The HTML popover attributes, which @types/react 18 lacks. React 18 passes them through as written: `popover="auto"`
// (a bare `popover` is a boolean to React 18, which warns) and lowercase `popovertarget` (React 19: `popoverTarget`).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations must repeat the type parameter
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
