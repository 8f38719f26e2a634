import { prepareWebKit, startXvfb } from '../../tools/browser/engines';

/** WebKit's display (Xvfb, on ENGINES_DISPLAY), locales and GTK stylesheet; undone at the end of the run. */
export default async function globalSetup() {
  process.env.ENGINES_DISPLAY ??= ':99';
  prepareWebKit();
  return startXvfb(process.env.ENGINES_DISPLAY);
}
