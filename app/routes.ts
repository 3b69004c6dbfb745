import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table. React Router gives every screen its own chunk; the first
 * screen's chunk ships with its HTML, the rest load when opened (or earlier,
 * see BackgroundPreload). Paths here must agree with `common/routes.ts`.
 */
export default [
  index('scenes/Landing/Landing.tsx'),
  route('*', 'scenes/NotFound/NotFound.tsx'),
] satisfies RouteConfig;
