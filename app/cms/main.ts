// The content editor's browser code: Decap CMS as its package builds it, with React 19, never on a
// public page. It reads its configuration from the page's `cms-config-url` link (/cms/config.yml,
// made by the server from the content kinds).
import CMS from 'decap-cms-app'

CMS.init()
