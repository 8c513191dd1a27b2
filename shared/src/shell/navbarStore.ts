import { createStore, useStore } from '../store/createStore';

/** Spec 3.1 navbar state, shared by the toolbar (toggle), the navbar (closes on click) and root-config (frame). */
export interface NavbarState {
  open: boolean;
  mobileOpen: boolean;
  foldedOpen: boolean;
}

export const navbarStore = createStore<NavbarState>(() => ({ open: true, mobileOpen: false, foldedOpen: false }));

export const useNavbar = <S>(selector: (s: NavbarState) => S): S => useStore(navbarStore, selector);
export const toggleMobileNavbar = () => navbarStore.setState((s) => ({ mobileOpen: !s.mobileOpen }));
export const closeMobileNavbar = () => {
  if (navbarStore.getState().mobileOpen) navbarStore.setState({ mobileOpen: false });
};

/** Desktop slide (style-1) open/closed: the toolbar's menu button. */
export const toggleNavbar = () => navbarStore.setState((s) => ({ open: !s.open }));
export const setNavbarFoldedOpen = (foldedOpen: boolean) => {
  if (navbarStore.getState().foldedOpen !== foldedOpen) navbarStore.setState({ foldedOpen });
};

/** The navbar as a fresh session shows it: open, nothing folded open, no drawer. */
export const resetNavbarState = () => navbarStore.setState({ open: true, mobileOpen: false, foldedOpen: false });
