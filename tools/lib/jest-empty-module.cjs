// Plain CSS imports (design tokens) have no meaning under jsdom.
module.exports = {};
