/** Unit and component tests (jsdom). Browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // __tests__/built/ checks the production output and runs after the build (jest.built.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/built/'],
  transform: { '^.+\\.tsx?$': 'ts-jest' }, // with tsconfig.json
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  // __tests__/__mocks__/gatsby.tsx stands in for gatsby (graphql, useStaticQuery, Link).
  moduleNameMapper: { '^gatsby$': '<rootDir>/__tests__/__mocks__/gatsby.tsx' },
};
