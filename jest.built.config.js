/** Tests over the production build in public/ (run after `npm run build`). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/built'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};
