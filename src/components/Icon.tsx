import { type IconName, iconPaths } from './icons';

export type { IconName };

/** A decorative line icon (stroke = currentColor), `size` in px at the default font size: it grows with the reader's. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      // A fixed-size icon never shrinks beside text that wraps (flex rows). Its size in CSS: WebKit refuses rem in the
      // width and height attributes.
      css={{ flexShrink: 0, width: `${size / 16}rem`, height: `${size / 16}rem` }}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
