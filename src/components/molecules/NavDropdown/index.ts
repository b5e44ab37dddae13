export { NavDropdown } from './NavDropdown';
export type { NavDropdownItem, NavDropdownProps } from './NavDropdown';
