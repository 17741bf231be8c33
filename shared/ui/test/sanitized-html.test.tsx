import { render } from '@testing-library/react';
import { SanitizedHtml, sanitizeHtml } from '@portal/ui/sanitized-html';

describe('sanitizeHtml (docs/product/validation.md#format-phone allow-list)', () => {
  it('keeps links with href, class and target, and class on p, div and span', () => {
    expect(
      sanitizeHtml('<p class="lead">Hi <span class="x">there</span> <a href="https://example.com" class="l" target="_blank">go</a></p>'),
    ).toBe(
      '<p class="lead">Hi <span class="x">there</span> <a href="https://example.com" class="l" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
    expect(
      sanitizeHtml(
        '<div class="box"><a href="mailto:help@example.com">mail</a> <a href="tel:5015550100">call</a> <a href="ftp://files.example.com/x">ftp</a></div>',
      ),
    ).toBe(
      '<div class="box"><a href="mailto:help@example.com">mail</a> <a href="tel:5015550100">call</a> <a href="ftp://files.example.com/x">ftp</a></div>',
    );
  });

  it('drops scripts, event handlers, styles, other tags and disallowed schemes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" id="x">text</p><script>alert(1)</script>')).toBe('<p>text</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><iframe src="https://e.com"></iframe><b>bold</b>')).toBe('bold');
    expect(sanitizeHtml('<span href="https://e.com" target="_blank">s</span><a href="https://e.com" target="evil">a</a>')).toBe(
      '<span>s</span><a href="https://e.com">a</a>',
    );
  });

  it('renders only sanitised markup', () => {
    const { container } = render(<SanitizedHtml html={'<p>ok</p><script>window.__ran = true</script>'} />);
    expect(container.innerHTML).toBe('<div><p>ok</p></div>');
  });
});
