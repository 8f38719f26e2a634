export { wrapRootElement } from './src/wrapRootElement';
