import type { ReactNode } from 'react';
import type { Language } from '../i18n/languages';
import { colors, flagColors } from '../styles/theme';

/** Each flag of the language list, drawn: a flag added to Language['flag'] fails typecheck until it is drawn here. */
const FLAGS: Record<Language['flag'], { viewBox: string; shapes: ReactNode }> = {
  hk: {
    viewBox: '0 0 30 20',
    shapes: (
      <>
        <rect width="30" height="20" fill={flagColors.hkRed} />
        <g fill={colors.paper} transform="translate(15 10)">
          {[0, 72, 144, 216, 288].map((angle) => (
            <path
              key={angle}
              transform={`rotate(${angle}) translate(0 -3.6)`}
              d="M0 0c-1.6-1.2-2-3.4-.6-4.6 1 1.4 1.7 2.6.6 4.6z"
            />
          ))}
        </g>
      </>
    ),
  },
  us: {
    viewBox: '0 0 38 20',
    shapes: (
      <>
        <rect width="38" height="20" fill={flagColors.usRed} />
        {[1, 3, 5, 7, 9, 11].map((row) => (
          <rect key={row} y={(row * 20) / 13} width="38" height={20 / 13} fill={colors.paper} />
        ))}
        <rect width="15.2" height={(7 * 20) / 13} fill={flagColors.usBlue} />
      </>
    ),
  },
};

/**
 * An inline flag (emoji flags do not render on Windows), decorative: the language's name or the switcher button's
 * name says which language it stands for.
 */
export function Flag({ flag }: { flag: Language['flag'] }) {
  const { viewBox, shapes } = FLAGS[flag];
  return (
    <svg
      viewBox={viewBox}
      width="24"
      height="16"
      css={{ width: '1.5rem', height: '1rem' }}
      focusable="false"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {shapes}
    </svg>
  );
}
