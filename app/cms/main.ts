// The content editor's browser code: Decap CMS as its package builds it, with React 19, never on a
// public page. It reads its configuration from the page's `cms-config-url` link (/cms/config.yml,
// made by the server from the content kinds), which names the widget and the backends added here.
import CMS from 'decap-cms-app'
import { editorBackends, translationCheckWidget } from './extensions'
import { registerPhotoWidget } from './photo-widget'
import { registerTranslationBackends } from './translation-backend'
import { TranslationCheckControl } from './translation-check-widget'

CMS.registerWidget(translationCheckWidget, TranslationCheckControl)
registerPhotoWidget(CMS)
registerTranslationBackends(CMS, editorBackends)
CMS.init()
