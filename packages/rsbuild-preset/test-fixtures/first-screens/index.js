// Route modules loaded lazily under a chunk name, as the apps' routes are.
import(/* webpackChunkName: "page" */ './page.js').then((page) => page.show());
import(/* webpackChunkName: "titled" */ './titled.js').then((page) => page.show());
