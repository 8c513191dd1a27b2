/** The stored menu, for the data-layer tests that seed and read it directly. */
export { countMenuItems, loadMenu, seedMenu } from './menu';
