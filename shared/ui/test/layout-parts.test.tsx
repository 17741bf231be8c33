import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { Callout, Card, CardGrid, Notice, PageFrame, PageHeader, StatusBadge } from '@portal/ui';

describe('PageHeader', () => {
  it('has the page title as the one h1, a way back, and a lead', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Claim details" back={{ to: '/claims', label: 'Back to claims' }} lead="What you owe first." />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Claim details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute('href', '/claims');
    expect(screen.getByText('What you owe first.')).toBeInTheDocument();
  });
});

describe('PageFrame', () => {
  it('is an article: the header with the title, the greeting under it, the lead, then the body', () => {
    const { container } = render(
      <PageFrame
        title="Spending details"
        lead="What you have spent this plan year."
        greeting={{ name: 'AVA MEDICAL', memberId: 'M100200' }}
      >
        <p>The body</p>
      </PageFrame>,
    );
    const article = container.firstElementChild as HTMLElement;
    expect(article.tagName).toBe('ARTICLE');
    const header = article.firstElementChild as HTMLElement;
    expect(header.tagName).toBe('HEADER');
    expect(within(header).getByRole('heading', { level: 1, name: 'Spending details' })).toBeInTheDocument();
    expect(within(header).getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M100200');
    expect([...header.children].map((child) => child.tagName)).toEqual(['H1', 'P', 'P']);
    expect(header.nextElementSibling).toHaveTextContent('The body');
  });

  it('without a greeting the header is the title alone, and the page keeps its own class beside the container', () => {
    const { container } = render(<PageFrame title="Programs" className="own" width="reading" />);
    const article = container.firstElementChild as HTMLElement;
    expect(article).toHaveClass('own');
    expect(article.querySelector('[data-testid="member-greeting"]')).toBeNull();
    expect(article.querySelectorAll('header > *')).toHaveLength(1);
  });
});

describe('Card and CardGrid', () => {
  it('a titled card is a region named by its heading, with its aside and footer', () => {
    render(
      <Card title="Recent claims" aside={<StatusBadge color="grey">Pending</StatusBadge>} footer={<p>View all claims</p>}>
        <p>Three claims</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Recent claims' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Recent claims');
    expect(region).toHaveTextContent('Pending');
    expect(region).toHaveTextContent('View all claims');
  });

  it('a list item card is an article, not a landmark, at the heading level asked for', () => {
    render(
      <CardGrid list label="Your programs">
        <Card key="a" as="article" title="Virtual care" headingLevel={3}>
          <p>See a doctor online.</p>
        </Card>
        <Card key="b" as="article" title="Maternity" headingLevel={3}>
          <p>Support for a healthy pregnancy.</p>
        </Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Your programs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Virtual care', 'Maternity']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Maternity' })).toBeInTheDocument();
  });
});

describe('Callout', () => {
  it('keeps to its title and first sentences, with the rest behind a disclosure that loses no text', async () => {
    render(
      <Callout
        title="What is an explanation of benefits?"
        more={<p>Turn on paperless EOBs in your preferences.</p>}
        moreLabel="More about EOBs"
      >
        <p>An EOB is not a bill.</p>
      </Callout>,
    );
    const note = screen.getByRole('complementary', { name: 'What is an explanation of benefits?' });
    expect(note).toHaveTextContent('An EOB is not a bill.');
    const more = within(note).getByText('More about EOBs');
    const details = more.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(note).toHaveTextContent('Turn on paperless EOBs in your preferences.');
    await userEvent.click(more);
    expect(details).toHaveAttribute('open');
  });
});

describe('Notice', () => {
  it('announces a result as a status that is in the page before the result, with no box while empty', () => {
    const { rerender } = render(<Notice role="status" tabIndex={-1} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(status).not.toHaveClass('notice');
    rerender(
      <Notice role="status" tabIndex={-1} title="Thank you. Your message has been sent.">
        <p>We’ll reply within 2 business days.</p>
      </Notice>,
    );
    // The same element, now holding the news: assistive technology was already listening to it.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveClass('notice');
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(status.firstElementChild).toHaveTextContent('Thank you. Your message has been sent.');
    expect(status).toHaveTextContent('We’ll reply within 2 business days.');
  });

  it('is no live region unless asked, and its title can be a heading of the page', () => {
    render(
      <Notice title="Your account is ready" headingLevel={2} className="placed">
        <p>Sign in with the username and password.</p>
      </Notice>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Your account is ready' });
    expect(heading.parentElement).toHaveClass('notice', 'placed');
  });
});
