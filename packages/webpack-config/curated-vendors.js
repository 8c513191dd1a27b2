// Shared vendor modules cut to the names parcels import, so the browser downloads those and what they
// need, not the whole package (react-router's data routers, forms and server rendering; the parts of RTK
// and RTK Query no parcel calls). A name missing here is `undefined` at run time in the browser, so
// packages/vendor/curated-vendors.test.ts checks every import of every source against these lists.
const CURATED_VENDORS = {
  'react-router-dom': ['BrowserRouter', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams'],
  '@reduxjs/toolkit/query/react': ['createApi'],
  '@reduxjs/toolkit': ['configureStore', 'isPlain'],
  'react-redux': ['Provider'],
  // on every page, cold ones too: the whole package is 9.8 kB gzip
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
};

// Packages that import one another are cut as one module: RTK Query's React API imports RTK and react-redux,
// so the three are bundled (and tree-shaken) together into the first name's module, and the import map points
// the other names at the same file (SystemJS keeps one instance per URL): one react-redux context for the
// stores and the hooks. Measured: 24.5 kB gzip, against 19.0 + 13.9 + 4.0 kB as three whole modules.
const VENDOR_GROUPS = {
  '@reduxjs/toolkit/query/react': ['@reduxjs/toolkit', 'react-redux'],
};

/** The group a shared name is served by (its lead), or the name itself. */
const vendorModuleOf = (name) => Object.entries(VENDOR_GROUPS).find(([, members]) => members.includes(name))?.[0] ?? name;

module.exports = { CURATED_VENDORS, VENDOR_GROUPS, vendorModuleOf };
