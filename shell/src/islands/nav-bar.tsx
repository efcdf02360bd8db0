/**
 * The navigation bar as an island (`shell/NavBar`). Its menus open natively, so it wakes up on the
 * first sign of use (pointer over the bar, a touch, keyboard focus in it) and adds the keyboard
 * moves; arrow keys pressed before then are held and replayed. Its words and addresses come in
 * its props (components/nav-bar/nav-bar-props.ts builds them for a page).
 */
import type { NavBarProps } from '@agency/platform/contracts';
import { Island } from '@agency/ui/island';
import { asIsland } from '@agency/ui/island-providers';
import { NavBar } from '../components/nav-bar/nav-bar';

export function NavBarIsland(props: NavBarProps) {
  return <Island name="shell/NavBar" component={NavBar} props={props} when="intent" hold={['keys']} />;
}

export default asIsland(NavBar);
export { buildId as build } from '@agency/platform/build-id';
