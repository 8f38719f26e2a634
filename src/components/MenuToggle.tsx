import { css } from '@emotion/react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon } from './Icon';
import { colors, mq, radii } from '../styles/theme';

const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-left: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  ${mq.md} {
    display: none;
  }
`;

type Props = { open: boolean; controls: string; onToggle: () => void };

/** The mobile menu button (spec §4): shown below the md breakpoint only. */
export function MenuToggle({ open, controls, onToggle }: Props) {
  const { t } = useTranslation('nav');
  return (
    <button
      id={`${controls}-toggle`}
      type="button"
      css={toggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('nav:menuClose') : t('nav:menuOpen')}
      onClick={onToggle}
    >
      <Icon name={open ? 'close' : 'menu'} />
    </button>
  );
}
