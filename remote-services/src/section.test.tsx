import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import Section from './section';

function renderAt(route: string) {
  return renderWithProviders(<Section path={route} notFound={<p>The shell’s 404</p>} />);
}

describe('services Section', () => {
  it.each([
    ['/services', 'Our Services'],
    ['/services/all-services', 'Our Services'],
    ['/services/linkedin-marketing', 'LinkedIn Marketing'],
    ['/services/ai-workflow-automation', 'AI Agent Workflow Automation'],
    ['/services/training', 'Training'],
  ])('%s shows the h1 "%s"', (route, heading) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('renders the shell’s not-found element for an unknown service', () => {
    renderAt('/services/unknown');
    expect(screen.getByText('The shell’s 404')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('overview: twelve Learn More links and Get Started Today to /contact/schedule-consultation', () => {
    renderAt('/services');
    expect(screen.getAllByRole('link', { name: /^Learn More about / })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});
