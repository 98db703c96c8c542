// A route module loaded lazily under a chunk name, as the apps' routes are.
import(/* webpackChunkName: "page" */ './page.js').then((page) => page.show());
