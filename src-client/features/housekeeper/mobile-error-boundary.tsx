import { Component, type ReactNode } from 'react';
import { SomethingWentWrong } from './dashboard-states';

/** Keeps a rendering failure of the mobile screen to a page with 'Reload Page' (spec §2). */
export class MobileErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Housekeeper screen failed', error);
  }

  render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}
