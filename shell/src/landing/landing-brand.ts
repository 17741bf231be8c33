// The landing page's first script: a plain (blocking) script in <head>, a few hundred bytes, which
// marks <html> with the brand remembered on this device before the page first paints. The page is
// pre-rendered in every brand's colours and wording (BrandVariants), so no brand flashes or shifts:
// the stylesheet simply shows the member's own. Without a remembered brand the default shows.
import { applyDocumentBrand } from '../brand/document-brand';
import { readRememberedBrandTier } from '../brand/remembered-brand';

applyDocumentBrand(readRememberedBrandTier());
