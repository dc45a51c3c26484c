/**
 * The app's routes in React Router's declarative mode (`<BrowserRouter>` + `useRoutes`), which is a smaller
 * bundle than the data router (ADR 012): the auth-gating root layout around the route table, inside an error
 * boundary that shows RouteErrorPage when a screen throws while rendering.
 */
import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { routes } from './routes.tsx';

interface BoundaryProps {
  /** The current path; a navigation clears a shown error. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The path the state belongs to. */
  pathname: string;
}

/** Shows RouteErrorPage instead of a screen that threw, until the path changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

const appRoutes = [{ element: <RootLayout />, children: routes }];

/** The route tree; render inside a `<BrowserRouter>`. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
