import type { RouteObject } from 'react-router-dom';

/** Tabs of the hall shell (kept alive, inside the layout). */
export const rechargeTabRoutes: RouteObject[] = [];

export const rechargeRoutes: RouteObject[] = [];
