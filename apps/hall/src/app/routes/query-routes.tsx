import type { RouteObject } from 'react-router-dom';

export const queryRoutes: RouteObject[] = [];
