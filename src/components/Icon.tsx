import { type IconName, iconPaths } from './icons';

export type { IconName };

type Props = { name: IconName; size?: number; label?: string; className?: string };

/**
 * Line icons drawn for this site (24×24, stroke = currentColor). Decorative
 * by default: pass `label` only when the icon is the sole content of a control.
 */
export function Icon({ name, size = 24, label, className }: Props) {
  const d = iconPaths[name];
  if (!d) throw new Error(`Unknown icon "${name}". Known icons: ${Object.keys(iconPaths).join(', ')}`);
  return (
    <svg
      className={className}
      // A fixed-size icon never shrinks beside text that wraps (flex rows).
      css={{ flexShrink: 0 }}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={d} />
    </svg>
  );
}
