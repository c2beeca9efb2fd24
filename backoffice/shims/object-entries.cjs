// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which drags in a dozen
// es-shims packages (get-intrinsic, call-bind…) for a function every supported browser has.
module.exports = Object.entries;
