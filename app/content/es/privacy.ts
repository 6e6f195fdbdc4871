import type { PrivacyContent } from '../types/privacy'

export const privacy: PrivacyContent = {
  page: {
    title: 'Política de privacidad',
    heading: 'Política de privacidad',
    description:
      'Qué datos recoge nuestro sitio web cuando nos envía una consulta o una solicitud de presupuesto o se suscribe al boletín, para qué, durante cuánto tiempo y cuáles son sus derechos.',
  },
  header: {
    eyebrow: 'Información legal',
    lead: 'Qué datos recoge este sitio web sobre usted, para qué, quién los recibe, cuánto tiempo los conservamos y cómo puede ejercer sus derechos. Describe lo que el sitio hace realmente, y los plazos que cita son los que aplica.',
  },
  contentsLabel: 'En esta página',
  controller: {
    title: 'Responsable del tratamiento',
    text: 'El responsable del tratamiento de los datos personales que se recogen en este sitio web es la sociedad indicada a continuación. Para cualquier cuestión sobre sus datos, escríbanos a la dirección que figura aquí o utilice el formulario de contacto.',
  },
  forms: {
    title: 'Qué datos recogemos en cada formulario, con qué finalidad y con qué base jurídica',
    intro:
      'Solo recogemos lo que usted escribe en nuestros formularios. Las bases jurídicas son las del artículo 6, apartado 1, del Reglamento General de Protección de Datos (RGPD) de la Unión Europea y del UK GDPR.',
    labels: {
      collected: 'Datos que recogemos',
      purpose: 'Finalidad',
      basis: 'Base jurídica',
      kept: 'Plazo de conservación',
    },
    items: [
      {
        id: 'contact',
        title: 'Formulario de contacto (consultas)',
        collected:
          'Su nombre, su correo electrónico y su mensaje; si nos los facilita, su empresa, teléfono, país, ciudad, cargo, el tipo de producto que le interesa y la cantidad.',
        purpose:
          'Responder a su consulta, enviarle un presupuesto si lo solicita y hacer el seguimiento con usted. Recibirá un acuse de recibo por correo electrónico con un enlace a una página que muestra el estado de su solicitud.',
        basis:
          'La aplicación de medidas precontractuales a petición suya (artículo 6.1.b) y nuestro interés legítimo en atender las consultas comerciales y conservar constancia de ellas (artículo 6.1.f).',
        kept: '[[lead]] desde la última actuación sobre su consulta, o [[wonLead]] si se convierte en un pedido.',
      },
      {
        id: 'quote',
        title: 'Configurador de pedidos (solicitudes de presupuesto)',
        collected:
          'Su nombre, su correo electrónico y su teléfono; si nos los facilita, su empresa, país, ciudad, cargo y sitio web; los productos, colores, tallas y cantidades que elija, sus observaciones, la lista del equipo (nombres, dorsales y tallas que se van a estampar), la fecha en la que necesita la mercancía, el destino y el modo de envío, su precio objetivo, si desea una muestra y los archivos de diseño que adjunte.',
        purpose:
          'Preparar y enviarle su presupuesto, elaborar muestras y pruebas y, si hace el pedido, fabricarlo y entregarlo.',
        basis:
          'La aplicación de medidas precontractuales a petición suya (artículo 6.1.b) y, cuando hace el pedido, la ejecución de ese contrato; nuestro interés legítimo en gestionar las solicitudes de presupuesto y nuestro registro de clientes (artículo 6.1.f).',
        kept: '[[lead]] desde la última actuación sobre su solicitud, o [[wonLead]] si se convierte en un pedido. Los archivos se suprimen [[upload]] después del cierre de la solicitud, haya pedido o no.',
      },
      {
        id: 'newsletter',
        title: 'Boletín',
        collected:
          'Su correo electrónico, el idioma de la página desde la que se suscribió y las fechas de suscripción y de confirmación.',
        purpose:
          'Enviarle nuestro boletín: novedades de tejidos, nuevas líneas de producto y plazos de producción disponibles. No enviamos nada hasta que usted confirme la suscripción desde el correo que le mandamos (doble confirmación).',
        basis:
          'Su consentimiento (artículo 6.1.a), que puede retirar en cualquier momento con el enlace de baja que incluye cada correo del boletín.',
        kept: 'Hasta que se dé de baja. A partir de entonces solo conservamos una huella de su dirección (un hash con clave, del que no puede obtenerse la dirección) y la fecha, para no volver a enviarle el boletín aunque su dirección se introduzca por error en alguno de nuestros formularios. Solo una nueva suscripción confirmada por usted la elimina.',
      },
    ],
    alsoSent:
      'Con cada formulario registramos además la fecha y la hora, la página y el idioma desde los que se envió, la página en la que comenzó su visita, el sitio web que le trajo hasta nosotros y las etiquetas de campaña que incluyera ese enlace, y el nombre y la versión de su navegador. Los utilizamos para prestar y proteger el servicio y para saber qué páginas y campañas generan consultas (interés legítimo, artículo 6.1.f). El enlace a la página que muestra el estado de su solicitud funciona durante [[statusLink]] desde el envío.',
  },
  files: {
    title: 'Diseños, listas de equipo y datos de terceros',
    paragraphs: [
      'Los archivos de diseño y las listas de equipo pueden contener nombres y dorsales de otras personas: jugadores, personal y, en los equipos escolares, menores. Envíenos solo lo necesario para estampar el pedido y asegúrese de que las personas afectadas (o, en el caso de menores, sus padres o el centro escolar) saben que nos facilita sus nombres con ese fin.',
      'Utilizamos esos nombres únicamente para presupuestar, preparar las pruebas y fabricar su pedido. Los archivos de diseño se suprimen [[upload]] después del cierre de la solicitud. La lista de equipo escrita en el formulario forma parte de la solicitud y se suprime con ella: [[lead]] desde la última actuación o, si se convirtió en pedido, [[wonLead]], ya que sus registros acreditan lo que fabricamos.',
    ],
  },
  security: {
    title: 'Registros de seguridad y límites',
    paragraphs: [
      'Nuestro servidor registra cada petición que recibe: la hora, la dirección de la página solicitada (sin los códigos secretos de los enlaces ni las direcciones de correo) y la dirección IP de origen. Nuestro proveedor de alojamiento conserva estos registros durante el plazo que fija su configuración y solo se utilizan para mantener el sitio en funcionamiento e investigar usos indebidos.',
      'Para impedir abusos automatizados, el servidor cuenta los envíos de formularios de cada dirección IP; cada contador se borra en cuanto termina el minuto que abarca. Los mensajes que detecta nuestro filtro de spam se conservan [[spam]] por si hubiera que recuperar alguno legítimo y después se suprimen junto con sus archivos.',
      'Ambos tratamientos se basan en nuestro interés legítimo en mantener seguros el sitio y sus datos (artículo 6.1.f).',
    ],
  },
  retention: {
    title: 'Cuánto tiempo conservamos sus datos',
    intro:
      'Estos plazos son parámetros del software del sitio, que cada hora suprime automáticamente lo que ha vencido, junto con sus archivos. Los plazos que figuran aquí son los que tiene configurados actualmente.',
    headers: { what: 'Datos', period: 'Plazo de conservación' },
    rows: [
      {
        what: 'Consultas y solicitudes de presupuesto que no se convirtieron en pedido',
        period:
          '[[lead]] desde la última actuación: su recepción, el último cambio de estado, nuestra última nota o nuestro último correo al respecto',
      },
      {
        what: 'Solicitudes que se convirtieron en pedido',
        period: '[[wonLead]] desde la última actuación, por nuestras obligaciones contables',
      },
      {
        what: 'Archivos de diseño de una solicitud cerrada',
        period: '[[upload]] desde el cierre de la solicitud',
      },
      { what: 'Mensajes detectados como spam', period: '[[spam]]' },
      {
        what: 'Suscripción al boletín',
        period: 'Hasta que se dé de baja; después, solo una huella de su dirección y la fecha',
      },
    ],
    note: 'Si nos pide que suprimamos sus datos, eliminamos de inmediato todas sus solicitudes, sus archivos y su suscripción, sin esperar a estos plazos.',
  },
  recipients: {
    title: 'Destinatarios de sus datos',
    intro:
      'No vendemos sus datos ni los cedemos con fines publicitarios. Solo los comunicamos a quienes nos ayudan a atenderle:',
    items: [
      'nuestro proveedor de alojamiento, que ejecuta el sitio web y guarda su base de datos;',
      'nuestro proveedor de correo electrónico, que le entrega nuestros correos y hace llegar sus solicitudes a nuestro equipo comercial;',
      'nuestro proveedor de almacenamiento, cuando los archivos de diseño se guardan en la nube y no en nuestro propio servidor;',
      'nuestro sistema de gestión de clientes (CRM), cuando hay uno conectado: recibe cada consulta y cada solicitud de presupuesto;',
      'el equipo de nuestra fábrica en Sialkot (Pakistán), que prepara los presupuestos, las muestras y los pedidos.',
    ],
    never:
      'Cada proveedor actúa siguiendo nuestras instrucciones, en virtud de un contrato que le obliga a proteger sus datos.',
  },
  transfers: {
    title: 'Transferencias internacionales',
    paragraphs: [
      'Nuestra fábrica está en Pakistán, país que ni la Unión Europea ni el Reino Unido reconocen como dotado de un nivel de protección adecuado. Cuando compartimos su solicitud con el equipo de la fábrica, la protegemos con las cláusulas contractuales tipo aprobadas por la Comisión Europea y, para el Reino Unido, con el Acuerdo Internacional de Transferencia de Datos (IDTA) o su Anexo a dichas cláusulas.',
      'Nuestros proveedores también pueden tratar datos fuera del Espacio Económico Europeo y del Reino Unido; en ese caso se amparan en una decisión de adecuación o en las mismas garantías. Puede solicitarnos una copia de estas garantías.',
    ],
  },
  rights: {
    title: 'Sus derechos y cómo ejercerlos',
    intro: 'Usted tiene derecho a:',
    items: [
      'acceder a los datos que tenemos sobre usted y obtener una copia;',
      'rectificar los datos inexactos;',
      'solicitar la supresión de sus datos;',
      'solicitar la limitación de su tratamiento;',
      'oponerse al tratamiento basado en nuestro interés legítimo;',
      'recibir los datos que nos facilitó en un formato estructurado y de lectura mecánica (portabilidad);',
      'retirar en cualquier momento su consentimiento al boletín, sin que ello afecte a la licitud del tratamiento anterior.',
    ],
    how: 'Para ejercer cualquiera de estos derechos, elija la opción de solicitud sobre privacidad en nuestro formulario de contacto o escríbanos por correo electrónico. Es posible que le pidamos que acredite su identidad antes de atender la solicitud.',
    emailLabel: 'Correo para solicitudes sobre privacidad',
    timing:
      'Respondemos en el plazo de un mes desde la recepción de su solicitud. Si es compleja, podemos prorrogarlo otros dos meses como máximo, y se lo comunicaremos, con los motivos, dentro del primer mes.',
  },
  complaints: {
    title: 'Reclamaciones',
    text: 'Si no está conforme con el tratamiento de sus datos, díganoslo primero e intentaremos solucionarlo. También tiene derecho a presentar una reclamación ante una autoridad de protección de datos:',
    ico: 'en el Reino Unido, la Information Commissioner’s Office (ICO)',
    aepd: 'en España, la Agencia Española de Protección de Datos (AEPD)',
  },
  device: {
    title: 'Qué guarda este sitio web en su dispositivo',
    intro:
      'No utilizamos cookies publicitarias ni analíticas y no le seguimos por otros sitios web. Contamos cuántas veces se visita cada página al día, junto con el nombre del sitio web que enlazó a ella, sin cookies, sin direcciones IP y sin ningún otro dato que permita distinguir a un visitante de otro. El sitio solo guarda lo siguiente, y cada elemento es necesario para algo que usted le ha pedido:',
    headers: { name: 'Nombre', kind: 'Tipo', purpose: 'Finalidad', lifetime: 'Duración' },
    rows: [
      {
        name: 'i18next',
        kind: 'Cookie',
        purpose:
          'Recuerda su idioma (el que eligió o, en su primera visita, el que pidió su navegador), para que el sitio se abra en él la próxima vez.',
        lifetime: '[[languageCookie]]',
      },
      {
        name: 'i18nextLng',
        kind: 'Almacenamiento local',
        purpose: 'La misma elección de idioma, por si el navegador bloquea las cookies.',
        lifetime: 'Hasta que lo borre',
      },
      {
        name: 'sterling-stitch:draft:contact, sterling-stitch:draft:quote, sterling-stitch:draft:newsletter',
        kind: 'Almacenamiento local',
        purpose:
          'Lo que ha escrito en un formulario, para no perderlo si recarga la página. No sale de su dispositivo hasta que envía el formulario.',
        lifetime: 'Hasta que el formulario se envía correctamente o lo borra',
      },
      {
        name: 'visit',
        kind: 'Almacenamiento de sesión',
        purpose:
          'La página en la que comenzó su visita y el sitio web que le trajo hasta nosotros, que se envían con el formulario si envía uno.',
        lifetime: 'Hasta que cierra la pestaña del navegador',
      },
    ],
    clearing:
      'Puede borrar todo ello cuando quiera desde la configuración de su navegador, eliminando las cookies y los datos de este sitio. El sitio funciona sin ellos: simplemente volverá a detectar su idioma y se perderán los borradores que no haya enviado. El personal que accede a nuestra bandeja comercial recibe además una cookie de sesión y una cookie de protección de formularios, que caducan al cerrar la sesión o cuando esta expira.',
    embeds:
      'El vídeo y la visita virtual de la fábrica proceden de YouTube (en su modo de privacidad mejorada) y de Canva. No se carga nada de esos servicios hasta que pulsa el botón de reproducción; a partir de ese momento se aplican sus propias políticas de privacidad.',
  },
  changes: {
    title: 'Cambios en esta política',
    text: 'Cuando cambiemos lo que recoge el sitio web o el tiempo que lo conserva, actualizaremos esta política al mismo tiempo.',
  },
}
