// The shared Jest factory by path: build-config depends on this package (the route and app tables),
// so this package does not depend back on it.
module.exports = require('../build-config/jest.cjs')({
  dir: __dirname,
  displayName: 'shared-contract',
  environment: 'node',
});
