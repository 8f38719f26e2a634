import { css } from '@emotion/react';
import { alphas, colors, layout, mq, space } from '../styles/theme';

const wrapper = css`
  display: none;
  ${mq.lg} {
    display: block;
    position: absolute;
    right: max(${space.lg}, calc((100vw - ${layout.maxWidth}) / 2 + ${space.lg}));
    top: 50%;
    width: ${layout.heroArt};
    transform: translateY(-50%);
  }
`;

const BARS = [46, 70, 58, 96, 84, 120];
const LINE = '240,240 270,215 300,226 330,180 360,160 390,120'.split(' ');
const RING = { cx: 318, cy: 92, r: 40, fill: 'none', strokeWidth: 14 };

/** A decorative dashboard drawn inline (no request), beside the hero text on wide screens. */
export function HeroArt() {
  return (
    <svg css={wrapper} viewBox="0 0 420 320" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="400" height="300" rx="22" fill={colors.inkRaised} stroke={alphas.onInkSoft} />
      {[colors.accent, colors.primaryOnInk, alphas.onInkMedium].map((fill, i) => (
        <circle key={fill} cx={40 + i * 20} cy="38" r="6" fill={fill} />
      ))}
      <rect x="34" y="66" width="150" height="12" rx="6" fill={alphas.onInkStrong} />
      <rect x="34" y="86" width="96" height="10" rx="5" fill={alphas.onInkSoft} />
      {BARS.map((height, i) => (
        <rect
          key={height}
          x={40 + i * 30}
          y={270 - height}
          width="18"
          height={height}
          rx="4"
          fill={i === 3 ? colors.accent : colors.primaryOnInk}
          opacity={0.55 + i * 0.07}
        />
      ))}
      <line x1="30" y1="272" x2="220" y2="272" stroke={alphas.onInkMedium} strokeWidth="2" />
      <polyline
        points={LINE.join(' ')}
        fill="none"
        stroke={colors.accent}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {LINE.map((point) => point.split(',')).map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="5" fill={colors.inkRaised} stroke={colors.accent} strokeWidth="3" />
      ))}
      <circle {...RING} stroke={alphas.onInkFaint} />
      <circle
        {...RING}
        stroke={colors.primaryOnInk}
        strokeDasharray="175 252"
        transform="rotate(-90 318 92)"
        strokeLinecap="round"
      />
    </svg>
  );
}
