import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { GlobalStyles } from '../styles/GlobalStyles';
import { colors, radii, space } from '../styles/theme';

const skipLink = css`
  position: absolute;
  left: ${space.md};
  top: -10rem;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${colors.ink};
  color: ${colors.paper};
  border-radius: ${radii.sm};
  &:focus {
    top: ${space.sm};
    color: ${colors.paper};
  }
`;

/** The frame of every page: skip link, navigation bar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        {t('nav:skipToContent')}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
      <Footer />
    </>
  );
}
