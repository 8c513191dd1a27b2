// Shared vendor modules cut to the names parcels import, so the browser downloads those and what they
// need, not the whole package (react-router's data routers, forms and server rendering; the parts of RTK
// Query no parcel calls). A name missing here is `undefined` at run time in the browser, so
// packages/vendor/curated-vendors.test.ts checks every import of every source against these lists.
// Only a module no other vendor module imports may be cut: @reduxjs/toolkit and react-redux are whole,
// because RTK Query's module imports from them names no parcel names.
const CURATED_VENDORS = {
  'react-router-dom': ['BrowserRouter', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams'],
  '@reduxjs/toolkit/query/react': ['createApi'],
};

module.exports = { CURATED_VENDORS };
