import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { Pagination, pageItems } from '@portal/ui/pagination';

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows the first, last, current and neighbouring pages, with gaps for the rest', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('keeps a page number outside the range within it', () => {
    expect(pageItems(12, 3)).toEqual([1, 2, 3]);
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('is not shown when everything fits on one page', () => {
    const { container } = render(<Pagination label="Claims pages" page={1} totalPages={1} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('with buttons: marks the current page, disables the step that goes nowhere, and asks for the chosen page', async () => {
    const chosen: number[] = [];
    render(<Pagination label="Claims pages" page={1} totalPages={3} onPage={(page) => chosen.push(page)} />);
    const pages = screen.getByRole('navigation', { name: 'Claims pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(chosen).toEqual([2, 3]);
  });

  it('with links: each page is an address, and there is no Next on the last page', () => {
    render(
      <MemoryRouter>
        <Pagination label="Message pages" page={15} totalPages={15} hrefFor={(page) => `/messages/${page}`} />
      </MemoryRouter>,
    );
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/messages/14');
    expect(within(pages).getByRole('link', { name: 'Page 15' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/messages/1');
    expect(within(pages).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });
});
