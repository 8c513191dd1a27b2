// The curated react-router surface of the shared `react-router-dom` System module: only the names parcels
// import, so the browser downloads those and what they need, not the whole package (data routers, forms,
// server rendering). A name missing here is `undefined` at run time in the browser, so
// packages/vendor/router-exports.test.ts checks every import of every parcel against this list.
const ROUTER_EXPORTS = ['BrowserRouter', 'Route', 'Routes', 'useLocation', 'useParams'];

module.exports = { ROUTER_EXPORTS };
