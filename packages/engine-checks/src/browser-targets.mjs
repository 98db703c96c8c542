/**
 * The phones subscribers and agents have: WeChat's built-in browser (an Android WebView, or Safari's
 * engine on iPhones) and older Android WebViews. Rsbuild's own default (Chrome 107, Safari 16) would
 * give iOS 15 and older WebViews a white page. Plain JavaScript: the lint stage's CSS check lowers
 * stylesheets for the same targets as the build.
 */
export const BROWSER_TARGETS = Object.freeze(['iOS >= 12', 'Safari >= 12', 'Chrome >= 69', 'Android >= 69']);
