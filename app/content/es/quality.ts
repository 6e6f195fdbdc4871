import type { QualityWords } from '../types/quality'

export const quality = {
  page: {
    title: 'Calidad y certificados',
    heading: 'Calidad y certificados',
    description:
      'ISO 9001, OEKO-TEX, amfori BSCI y WRAP: cada certificado con su número, su entidad emisora y su validez, y un enlace para verificarlo con ella.',
  },
  header: {
    eyebrow: 'Calidad y cumplimiento',
    lead: 'Cada norma que citamos en esta web figura aquí con su número de certificado o de auditoría, la entidad que lo emitió y su periodo de validez. No se fíe solo de nuestra palabra: compruebe cada número con la entidad emisora.',
  },
  list: {
    eyebrow: 'Certificados vigentes',
    title: 'Nuestros certificados y auditorías',
    intro:
      'Solo mostramos los certificados vigentes a día de hoy. Cuando se renueva uno, su nuevo número y sus nuevas fechas sustituyen aquí a los anteriores.',
  },
  check: {
    eyebrow: 'Compruébelo usted mismo',
    title: 'Cómo verificar un certificado',
    intro: 'Un certificado vale lo que confirme su entidad emisora. Comprobarlo lleva un par de minutos.',
    steps: {
      copyNumber: {
        title: 'Copie el número',
        text: 'Tome el número de certificado, de etiqueta o de auditoría de la ficha correspondiente, o de la copia que le enviemos.',
      },
      askIssuer: {
        title: 'Consulte a la entidad emisora',
        text: 'Abra desde la ficha el servicio público de verificación de la entidad y busque el número. Compare la razón social, la dirección del centro y las fechas.',
      },
      checkScope: {
        title: 'Revise el alcance',
        text: 'Asegúrese de que el alcance cubre los productos y el centro que fabricará su pedido. Si algo no coincide, díganoslo antes de hacer el pedido.',
      },
    },
  },
  cta: {
    title: '¿Necesita una copia para su expediente de cumplimiento?',
    text: 'Le enviamos copia de los certificados y, cuando el programa lo permite, el último informe de auditoría con sus acciones correctivas.',
    primary: 'Contacte con nosotros',
    secondary: 'Consultar las preguntas frecuentes',
  },
} satisfies QualityWords
