export { wrapRootElement } from './src/wrapRootElement';
export { replaceRenderer } from './src/ssr/renderWithEmotion';
export { onPreRenderHTML } from './src/ssr/dropGatsbyImageHead';
