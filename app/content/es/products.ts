import type { ProductsContent } from '../types'

export const products = {
  'american-football': {
    seo: {
      title: 'Equipaciones de fútbol americano',
      description:
        'Camisetas de fútbol americano patronadas para hombreras, con números en twill o sublimados, y pantalones con protecciones para clubes, colegios y ligas.',
    },
    description:
      'Camisetas de juego patronadas para ir sobre las hombreras, en malla elástica y malla brillante (dazzle), con hombros reforzados y paneles laterales de elastano que se ciñen a las protecciones. Los números se subliman o se aplican en twill cosido (tackle twill), y los pantalones de partido y de entrenamiento llevan bolsillos integrados para las protecciones de cadera, muslo y rodilla. Para equipos escolares y universitarios, clubes semiprofesionales y ligas de flag football que necesitan juegos de local, visitante y entrenamiento a juego.',
    features: [
      {
        title: 'Patronaje para hombreras',
        text: 'Canesú ampliado, paneles laterales elásticos y faldón largo para meter por dentro: la camiseta queda ceñida sobre las protecciones y el rival no tiene de dónde agarrar.',
      },
      {
        title: 'Números en twill cosido',
        text: 'Nombres y números en tackle twill cosido, con hasta tres capas de color, o sublimados en el propio tejido para una camiseta más ligera.',
      },
      {
        title: 'Pantalones con protecciones',
        text: 'Bolsillos integrados para las protecciones, punto elástico en cuatro direcciones con refuerzo en el trasero y cinturilla con trabillas para el cinturón del equipo.',
      },
    ],
    heroAlt:
      'Ilustración de una camiseta de juego de fútbol americano con números en twill y un pantalón con protecciones',
    items: [
      'Camisetas de juego',
      'Camisetas de entrenamiento',
      'Pantalones con protecciones integradas',
      'Pantalones cortos de compresión con protecciones',
      'Equipaciones de flag football',
      'Sudaderas y chaquetas de banda',
    ],
    buyers: [
      'Equipos escolares y universitarios',
      'Clubes y equipos semiprofesionales',
      'Ligas de flag football',
      'Distribuidores de material deportivo',
    ],
  },
  soccer: {
    seo: {
      title: 'Equipaciones de fútbol personalizadas',
      description:
        'Equipaciones de fútbol sublimadas con los nombres y dorsales de su plantilla, además de ropa de portero, de entrenamiento y chándales a juego.',
    },
    description:
      'Equipaciones completas sublimadas de costura a costura en interlock y micromalla de {{teamKitWeight}}, para que escudos, patrocinadores, nombres y dorsales no se agrieten ni se despeguen por muchos lavados que lleven. Las camisetas de portero llevan coderas acolchadas, y las camisetas de entrenamiento, sudaderas y chándales se confeccionan a juego con la equipación oficial. Para clubes, escuelas de fútbol, ligas y marcas que lanzan su propia línea de fútbol.',
    features: [
      {
        title: 'Nombres y dorsales de la plantilla',
        text: 'Imprimimos el nombre y el dorsal de cada jugador a partir de su lista, incluido el número del pantalón, sin bordes de termoimpresión que se levanten.',
      },
      {
        title: 'Malla donde hace falta',
        text: 'Paneles de micromalla en axilas y espalda sobre un cuerpo de interlock ligero que se seca rápido en el descanso y no se pega al cuerpo.',
      },
      {
        title: 'Ropa de portero',
        text: 'Camisetas de manga larga con coderas acolchadas y pantalones acolchados, piratas o largos, en colores que se distinguen de los del resto del equipo.',
      },
    ],
    heroAlt: 'Ilustración de una camiseta de fútbol sublimada, un pantalón corto y unas medias',
    items: [
      'Camisetas de juego sublimadas',
      'Pantalones cortos y medias',
      'Camisetas y pantalones de portero',
      'Camisetas y sudaderas de entrenamiento',
      'Chándales y chaquetas de calentamiento',
      'Equipaciones de árbitro',
    ],
    buyers: [
      'Clubes y escuelas de fútbol',
      'Ligas y torneos',
      'Colegios y universidades',
      'Marcas de ropa deportiva',
    ],
  },
  basketball: {
    seo: {
      title: 'Equipaciones de baloncesto personalizadas',
      description:
        'Camisetas y pantalones de baloncesto reversibles en malla de doble capa y ropa de banquillo en los colores de su equipo, para colegios, clubes y ligas.',
    },
    description:
      'Camisetas y pantalones reversibles en doble capa de malla brillante y malla aero, de corte largo y holgado, con sisas amplias y un ribete ancho que se mantiene plano. Un solo juego reversible le sirve para local y visitante o para dividir el entrenamiento, con números sublimados, en twill cosido o serigrafiados. Las camisetas de calentamiento (shooting shirts) y los pantalones a juego completan la imagen en el banquillo de equipos escolares, clubes y ligas.',
    features: [
      {
        title: 'Reversibles de verdad',
        text: 'Dos capas de malla, cada una de un color, con números impresos o cosidos por ambas caras: el mismo juego sirve para entrenar y para el partido.',
      },
      {
        title: 'Corte con libertad de movimiento',
        text: 'Sisas caídas, cuerpo más largo y pantalones con una entrepierna de {{basketballInseam}} y cintura elástica con cordón que no estorban en ningún tiro.',
      },
      {
        title: 'Ropa de banquillo',
        text: 'Camisetas de calentamiento de manga larga, pantalones con botones de presión laterales y sudaderas en los colores del equipo, a juego con la equipación.',
      },
    ],
    heroAlt: 'Ilustración de una camiseta de baloncesto reversible y un pantalón corto de malla a juego',
    items: [
      'Camisetas reversibles de entrenamiento',
      'Camisetas y pantalones de partido',
      'Camisetas de calentamiento',
      'Pantalones de calentamiento con botones laterales',
      'Sudaderas de equipo',
    ],
    buyers: [
      'Equipos escolares y universitarios',
      'Ligas amateur y de 3×3',
      'Clubes y campus',
      'Marcas deportivas y de ropa urbana',
    ],
  },
  baseball: {
    seo: {
      title: 'Camisolas, pantalones y gorras de béisbol',
      description:
        'Camisolas de béisbol de botonadura completa o de dos botones, pantalones con vivo y gorras bordadas de seis paneles a juego, para ligas y equipos.',
    },
    description:
      'Camisolas con botonadura completa o de dos botones en malla de poliéster de gramaje profesional y doble punto (double knit), con vivos de soutache, letras en twill cosido o bordado de cadeneta y parches en la manga. Los pantalones se hacen en corte bombacho, recto o con vivo, con rodillas reforzadas, y las gorras estructuradas de seis paneles se bordan a juego. Una imagen completa para ligas infantiles, escolares, universitarias y de adultos, y también para equipos de sóftbol.',
    features: [
      {
        title: 'Letras en twill y cadeneta',
        text: 'Nombres del equipo en tackle twill con puntada en zigzag, bordado de cadeneta para un acabado vintage o sublimación completa para camisolas más ligeras.',
      },
      {
        title: 'Pantalones para deslizarse',
        text: 'Pantalones de doble punto con rodillas reforzadas, cinturilla antideslizante y trabillas, lisos, con vivo o de raya diplomática.',
      },
      {
        title: 'Gorras a juego',
        text: 'Gorras estructuradas de seis paneles con bordado 3D en relieve en el frontal, cerradas, con cierre snapback o elásticas, en los colores del equipo.',
      },
    ],
    heroAlt:
      'Ilustración de una camisola de béisbol con botones y letras en cursiva, un pantalón y una gorra de equipo',
    items: [
      'Camisolas con botonadura completa',
      'Camisolas de dos botones',
      'Pantalones de béisbol y sóftbol',
      'Gorras de equipo',
      'Camisetas de práctica de bateo',
      'Chaquetas de calentamiento',
    ],
    buyers: [
      'Ligas infantiles y juveniles',
      'Equipos escolares y universitarios',
      'Ligas de adultos y de sóftbol',
      'Proveedores de uniformes deportivos',
    ],
  },
  'ice-hockey': {
    seo: {
      title: 'Camisetas y medias de hockey sobre hielo',
      description:
        'Camisetas de hockey sobre hielo de gramaje alto con escudos de twill, medias con las mismas rayas y ropa de vestuario, fabricadas bajo pedido para su club.',
    },
    description:
      'Camisetas de gramaje alto en doble punto o air knit de poliéster, de corte amplio para ir sobre hombreras y coderas, con escudos en aplique de twill, parches bordados en los hombros y números en twill cosido. Las medias de hockey se tejen o se subliman repitiendo las rayas de la camiseta, y las sudaderas de vestuario, chaquetas y primeras capas completan el pedido. Para clubes, escuelas de hockey, ligas de adultos y equipos universitarios.',
    features: [
      {
        title: 'Hecha para el contacto',
        text: 'Costuras con doble pespunte, codos reforzados, cuello con cordón o de pico y, si lo desea, una tira de sujeción (fight strap) cosida en el bajo de la espalda.',
      },
      {
        title: 'Escudos que duran',
        text: 'Apliques de twill en varias capas, rematados en zigzag, que aguantan temporadas de choques contra la valla y lavados en caliente sin despegarse.',
      },
      {
        title: 'Medias y rayas a juego',
        text: 'Medias cortadas para ir sobre las espinilleras, con el ancho y los colores de las rayas igualados a los del bajo y las mangas de la camiseta.',
      },
    ],
    heroAlt:
      'Ilustración de una camiseta de hockey sobre hielo a rayas con escudo cosido y unas medias a juego',
    items: [
      'Camisetas de juego',
      'Camisetas de entrenamiento',
      'Medias de hockey',
      'Sudaderas de vestuario',
      'Chaquetas de equipo',
      'Primeras capas',
    ],
    buyers: [
      'Clubes y escuelas de hockey',
      'Ligas recreativas de adultos',
      'Equipos universitarios',
      'Distribuidores de material deportivo',
    ],
  },
  cricket: {
    seo: {
      title: 'Equipaciones de críquet personalizadas',
      description:
        'Uniformes blancos de críquet, jerséis de punto de ochos y equipaciones sublimadas para partidos de un día y T20 en los colores de su club, para clubes y ligas.',
    },
    description:
      'Uniformes de críquet en punto de algodón o de poliéster, en blanco o marfil clásico; jerséis y chalecos de punto de ochos en mezcla de lana o acrílico; y equipaciones de color totalmente sublimadas para partidos de un día y T20. Los blancos tienen un patronaje pensado para lanzar y tirarse al suelo, con la espalda más larga, tapeta de botones y rodillas reforzadas en el pantalón. Para clubes y selecciones regionales, colegios y academias, ligas profesionales y tiendas especializadas en críquet.',
    features: [
      {
        title: 'Blancos que aguantan el lavado',
        text: 'Tejidos blancos y marfil elegidos para soportar lavados a alta temperatura y tratamientos quitamanchas tras largas jornadas sobre el césped.',
      },
      {
        title: 'Jerséis de punto de ochos',
        text: 'Jerséis de cuello de pico y chalecos de punto de ochos con rayas en los colores del club tejidas en el cuello y el bajo.',
      },
      {
        title: 'Equipaciones de color',
        text: 'Camisetas y pantalones sublimados para partidos de un día y T20, con patrocinadores, nombres y números impresos en el propio tejido.',
      },
    ],
    heroAlt:
      'Ilustración de una camisa y un pantalón blancos de críquet y un jersey de ochos con rayas del club',
    items: [
      'Camisas y pantalones blancos',
      'Jerséis y chalecos de ochos',
      'Equipaciones sublimadas de un día y T20',
      'Camisetas de entrenamiento',
      'Sombreros de ala ancha y gorras',
    ],
    buyers: [
      'Clubes y selecciones regionales',
      'Colegios y academias',
      'Ligas profesionales y de T20',
      'Tiendas especializadas',
    ],
  },
  'gym-training': {
    seo: {
      title: 'Fabricante de ropa de gimnasio',
      description:
        'Ropa de gimnasio con su marca: camisetas técnicas y de tirantes, joggers y pantalones cortos de corte atlético, escalados según su tabla de tallas.',
    },
    description:
      'Camisetas técnicas, camisetas de tirantes (también de sisa profunda), joggers y pantalones cortos en poliéster-elastano transpirable y mezclas de algodón y poliéster de {{gymCottonWeight}}, con los cortes entallados y atléticos que más venden las marcas de ropa de gimnasio. Costuras planas (flatlock), cuchilla en la entrepierna y bajos termosellados hacen que cada prenda resulte cómoda en las series más pesadas y en las sesiones más duras. Para marcas de ropa de gimnasio que lanzan su propia línea, cadenas de gimnasios y estudios de entrenamiento.',
    features: [
      {
        title: 'Cortes atléticos',
        text: 'Camisetas muscle fit, tirantes con espalda nadadora y joggers entallados, escalados según su propia tabla de tallas, de slim a oversize.',
      },
      {
        title: 'Tejido para cada uso',
        text: 'Punto de poliéster-elastano de secado rápido con paneles de malla para entrenar, y mezclas de algodón más gruesas para las prendas de uso diario.',
      },
      {
        title: 'Marcaje que se estira',
        text: 'Transfers de silicona y reflectantes, bordado tono sobre tono y etiquetas de cuello impresas que acompañan al tejido sin agrietarse.',
      },
    ],
    heroAlt:
      'Ilustración de una camiseta de entrenamiento entallada, una camiseta de tirantes y unos joggers',
    items: [
      'Camisetas técnicas',
      'Camisetas de tirantes y de sisa profunda',
      'Joggers',
      'Pantalones cortos de entrenamiento',
      'Tops deportivos',
      'Chaquetas y sudaderas con cremallera',
    ],
    buyers: [
      'Marcas de ropa de gimnasio',
      'Cadenas de gimnasios y estudios',
      'Entrenadores personales',
      'Tiendas online',
    ],
  },
  'yoga-pilates': {
    seo: {
      title: 'Ropa de yoga y pilates con su marca',
      description:
        'Mallas que no transparentan, tops deportivos y crop tops en nailon-elastano perchado, con su marca, para marcas de ropa deportiva y estudios de yoga y pilates.',
    },
    description:
      'Mallas, tops deportivos, crop tops y prendas de abrigo ligeras en punto perchado de nailon-elastano e interlock de poliéster-elastano de unos {{compressionWeight}}, con la densidad suficiente para no transparentar en una sentadilla profunda. Cinturillas altas sin costuras laterales, cuchilla en la entrepierna y costuras planas hacen que cada prenda quede lisa sobre la piel, de la esterilla al reformer. Para marcas de ropa deportiva, estudios de yoga y pilates y tiendas boutique que crean una colección con su propia marca.',
    features: [
      {
        title: 'Tejidos opacos que estilizan',
        text: 'Acabados perchados de tacto suave y acabados mate más firmes, con prueba de opacidad en estiramiento durante el muestreo, antes de cortar la producción.',
      },
      {
        title: 'Cinturillas y bolsillos',
        text: 'Cinturillas anchas de tiro alto con bolsillo oculto para las llaves, bolsillos laterales donde cabe el móvil y versiones con cordón o con cintura para doblar.',
      },
      {
        title: 'Tops con sujeción real',
        text: 'Copas extraíbles, delanteros de doble capa y tirantes de espalda nadadora, cruzados o regulables, en sujeción ligera y media.',
      },
    ],
    heroAlt: 'Ilustración de unas mallas de tiro alto, un top deportivo de tirantes cruzados y un crop top',
    items: [
      'Mallas de tiro alto',
      'Tops deportivos',
      'Crop tops y camisetas ajustadas',
      'Mallas cortas de ciclista',
      'Chaquetas cruzadas y prendas de abrigo ligeras',
      'Pantalones de yoga acampanados',
    ],
    buyers: ['Marcas de ropa deportiva', 'Estudios de yoga y pilates', 'Tiendas boutique'],
  },
  running: {
    seo: {
      title: 'Ropa de running personalizada',
      description:
        'Camisetas de tirantes y técnicas, pantalones cortos y cortavientos plegables en tejidos ultraligeros para clubes de running, organizadores de carreras y marcas.',
    },
    description:
      'Camisetas de tirantes y camisetas técnicas en micromalla y punto ligero de {{runningKnitWeight}}, pantalones cortos abiertos y 2 en 1 con malla interior y bolsillos para geles, y cortavientos plegables con detalles reflectantes para salir al amanecer o al anochecer. Bajos termosellados, ventilación cortada con láser y costuras planas reducen el peso y las rozaduras en las distancias largas. Para clubes de running, organizadores de carreras y eventos solidarios, y marcas técnicas.',
    features: [
      {
        title: 'Tejidos ultraligeros',
        text: 'Camisetas de tirantes en micromalla abierta y punto ligero que se secan enseguida y apenas se notan el día de la carrera.',
      },
      {
        title: 'Visibles en la oscuridad',
        text: 'Estampados, vivos y logotipos reflectantes en cortavientos, mallas y pantalones para correr por carretera antes del amanecer o de noche.',
      },
      {
        title: 'Camisetas de finisher y de club',
        text: 'Impresas con el nombre, la fecha y los patrocinadores de la prueba, y embaladas por tallas para agilizar la entrega en la recogida de dorsales.',
      },
    ],
    heroAlt:
      'Ilustración de una camiseta de tirantes de malla, un pantalón corto abierto y un cortavientos ligero',
    items: [
      'Camisetas de tirantes de competición',
      'Camisetas técnicas de running',
      'Pantalones cortos abiertos y 2 en 1',
      'Mallas de running',
      'Cortavientos plegables',
      'Camisetas de finisher',
    ],
    buyers: [
      'Clubes de running',
      'Organizadores de carreras y eventos solidarios',
      'Marcas técnicas',
      'Tiendas de deporte',
    ],
  },
  'compression-wear': {
    seo: {
      title: 'Fabricante de ropa de compresión',
      description:
        'Primeras capas, mallas, pantalones cortos y manguitos de compresión en punto con mucho elastano, con los colores y el logotipo de su equipo o de su marca.',
    },
    description:
      'Primeras capas, mallas, pantalones cortos y manguitos de brazo y de pantorrilla en punto de nailon y poliéster con alto contenido de elastano, normalmente un {{elastaneShare}}, para un ajuste firme que sujeta el músculo durante el juego y la recuperación. Se fabrican en los colores del equipo, con logotipos sublimados o estampados y en versiones larga y corta, para llevar bajo la equipación o por sí solos. Para clubes y equipos, marcas técnicas y tiendas de deporte.',
    features: [
      {
        title: 'Gran recuperación',
        text: 'Tejidos de nailon-elastano y poliéster-elastano que recuperan la forma tras cada estiramiento, para que el ajuste siga firme lavado tras lavado.',
      },
      {
        title: 'Compresión graduada',
        text: 'Patrones que se estrechan hacia el tobillo y la muñeca, con paneles específicos en cuádriceps, gemelos y hombros.',
      },
      {
        title: 'Lista para llevar debajo',
        text: 'Costuras planas, gomas de silicona en las perneras y bajos finos termosellados que no marcan bajo camisetas, protecciones y pantalones.',
      },
    ],
    heroAlt:
      'Ilustración de una primera capa de compresión de manga larga, unas mallas largas y un manguito de pantorrilla',
    items: [
      'Primeras capas de manga larga y corta',
      'Mallas de compresión',
      'Pantalones cortos de compresión',
      'Manguitos de brazo y pantorrilla',
      'Camisetas de cuello alto',
    ],
    buyers: ['Clubes y equipos deportivos', 'Marcas técnicas', 'Tiendas de deporte'],
  },
  'cycle-wear': {
    seo: {
      title: 'Ropa de ciclismo personalizada',
      description:
        'Maillots sublimados, culotes de tirantes con badana, chalecos y chaquetas térmicas con los diseños de su club y de sus patrocinadores, fabricados bajo pedido.',
    },
    description:
      'Maillots de corte competición en punto de poliéster ligero sublimado, con cremallera integral tipo camlock y banda de silicona en el bajo, y culotes de tirantes en nailon-elastano compresivo con badana multidensidad para las largas horas sobre el sillín. Chalecos, manguitos y chaquetas térmicas alargan la temporada, todo sublimado de punta a punta con los diseños del club y de los patrocinadores. Para clubes ciclistas, equipos de competición y de triatlón, organizadores de marchas cicloturistas y marcas de ciclismo.',
    features: [
      {
        title: 'Corte competición o club',
        text: 'Patronaje aerodinámico con mangas cortadas a láser o un corte club más holgado, ambos con tres bolsillos traseros y un bolsillo con cremallera para objetos de valor.',
      },
      {
        title: 'Culotes que no se mueven',
        text: 'Tirantes anchos de malla, bandas de silicona en las perneras y una badana elegida para carretera, gravel o larga distancia.',
      },
      {
        title: 'Sublimación de costura a costura',
        text: 'Colores del club, paneles de patrocinadores y sus propios diseños impresos en maillots, culotes, chalecos, gorras y calcetines, para que todo el equipo case.',
      },
    ],
    heroAlt: 'Ilustración de un maillot de ciclismo sublimado con bolsillos traseros y un culote de tirantes',
    items: [
      'Maillots de manga corta y larga',
      'Culotes cortos y largos de tirantes',
      'Chalecos cortavientos',
      'Chaquetas térmicas',
      'Manguitos y perneras',
      'Gorras y calcetines de ciclismo',
    ],
    buyers: [
      'Clubes ciclistas',
      'Equipos de competición y de triatlón',
      'Organizadores de marchas y eventos',
      'Marcas y tiendas de ciclismo',
    ],
  },
  't-shirts-polos': {
    seo: {
      title: 'Camisetas y polos personalizados',
      description:
        'Camisetas de algodón peinado de {{teeWeight}} y polos de piqué con el cuello a rayas, con sus etiquetas y su logotipo, para marcas de moda, empresas y eventos.',
    },
    description:
      'Camisetas de algodón peinado hilado en anillo (ring-spun) de {{teeWeight}} en corte regular, oversize y boxy, y polos de piqué de algodón o algodón-poliéster con tapeta de dos o tres botones, cuello de punto tricotado y aberturas laterales. Las marcas reciben un acabado de marca propia con etiquetas de cuello impresas, etiquetas tejidas y etiquetas colgantes; las empresas, su logotipo bordado en el pecho o estampado en la espalda con sus colores corporativos. Para marcas de moda y de merchandising, uniformes corporativos y de hostelería, y compradores de eventos y artículos promocionales.',
    features: [
      {
        title: 'El gramaje adecuado',
        text: '{{teeLightWeight}} para eventos y regalos promocionales, {{teeMidWeight}} para el día a día y punto grueso de {{teeHeavyWeight}} para camisetas de ropa urbana de gama alta.',
      },
      {
        title: 'Tintes y lavados',
        text: 'Teñido en prenda y lavados enzimáticos o con silicona para un tacto suave y un color con aspecto usado en las colecciones de moda.',
      },
      {
        title: 'Polos con buen cuello',
        text: 'Cuellos y puños de punto tricotado con rayas en sus colores, cinta de refuerzo en el cuello y tapetas reforzadas que no se deforman con los lavados.',
      },
    ],
    heroAlt: 'Ilustración de una camiseta de cuello redondo y un polo de piqué con el cuello a rayas',
    items: [
      'Camisetas de cuello redondo y de pico',
      'Camisetas oversize de gramaje alto',
      'Polos de piqué',
      'Polos técnicos',
      'Camisetas de manga larga',
    ],
    buyers: [
      'Marcas de moda y de ropa urbana',
      'Empresas de merchandising y artículos promocionales',
      'Uniformes corporativos y de hostelería',
      'Organizadores de eventos',
    ],
  },
  'hoodies-sweatshirts': {
    seo: {
      title: 'Sudaderas personalizadas con su marca',
      description:
        'Sudaderas con capucha, con cremallera y de cuello redondo en felpa perchada o rizo de hasta {{fleeceHeavyWeight}}, confeccionadas según su ficha técnica y con su marca.',
    },
    description:
      'Sudaderas con capucha cerradas y con cremallera, de cuello redondo y de media cremallera, en felpa perchada o felpa rizo (french terry), desde {{fleeceLightWeight}} para llevar por capas hasta {{fleeceHeavyWeight}} para colecciones de ropa urbana de gramaje alto. Todo se confecciona según su ficha técnica: puños y bajos de canalé con elastano, cordones planos con herretes metálicos, bolsillo canguro o en la costura lateral y el corte que usted elija. Para marcas de moda y de ropa urbana, universidades, clubes deportivos y empresas que encargan merchandising con su marca.',
    features: [
      {
        title: 'Felpa perchada o rizo',
        text: 'Felpa perchada para abrigar y felpa rizo para un tacto más ligero y seco, ambas en mezclas con mucho algodón o con poliéster reciclado.',
      },
      {
        title: 'Capuchas bien hechas',
        text: 'Capuchas de doble capa que mantienen la forma, cuellos cruzados o cosidos, tiradores de cremallera personalizados y ojetes metálicos.',
      },
      {
        title: 'Marcaje en relieve',
        text: 'Bordado 3D en relieve, bordado plano, parches de chenilla y apliques para un estilo universitario, de club o urbano.',
      },
    ],
    heroAlt: 'Ilustración de una sudadera con capucha y bolsillo canguro y una sudadera de cuello redondo',
    items: [
      'Sudaderas con capucha',
      'Sudaderas con capucha y cremallera',
      'Sudaderas de cuello redondo',
      'Sudaderas de media cremallera',
      'Conjuntos de sudadera y jogger',
    ],
    buyers: [
      'Marcas de moda y de ropa urbana',
      'Universidades',
      'Clubes deportivos',
      'Compradores de merchandising corporativo',
    ],
  },
  'jackets-outerwear': {
    seo: {
      title: 'Chaquetas y abrigos personalizados',
      description:
        'Chaquetas softshell, plumíferos, cortavientos y cazadoras universitarias con su logotipo bordado o estampado, para equipos, colegios y marcas de moda.',
    },
    description:
      'Chaquetas softshell con interior de forro polar termoadherido, plumíferos acolchados con relleno sintético, cortavientos de nailon ripstop y cazadoras universitarias con cuerpo de paño melton y mangas de piel o polipiel. Tapetas cortavientos, capuchas regulables, bolsillos interiores y detalles reflectantes se fabrican según sus indicaciones, y los logotipos se bordan, se estampan o se cosen como parches. Para equipos y clubes, colegios, marcas de moda y empresas que quieren llevar su escudo también en pleno invierno.',
    features: [
      {
        title: 'Protección frente al tiempo',
        text: 'Acabados hidrófugos (DWR), costuras termoselladas y tapetas cortavientos para chaquetas que frenan el viento y la lluvia en la banda o de camino al trabajo.',
      },
      {
        title: 'Abrigo según su clima',
        text: 'Relleno sintético tipo pluma en el gramaje que pida su clima, con acolchado pespunteado o por cámaras, y forro polar o de tafetán.',
      },
      {
        title: 'Confección universitaria',
        text: 'Cuerpo de paño melton, mangas de piel o polipiel, puños y bajos de canalé a rayas y letras de chenilla para la clásica cazadora de estilo universitario.',
      },
    ],
    heroAlt:
      'Ilustración de un plumífero acolchado, una chaqueta softshell y una cazadora universitaria con letras de chenilla',
    items: [
      'Chaquetas softshell',
      'Plumíferos y chaquetas acolchadas',
      'Cortavientos e impermeables',
      'Cazadoras universitarias',
      'Chaquetas de entrenador y de banquillo',
      'Chaquetas polares',
    ],
    buyers: ['Equipos y clubes deportivos', 'Colegios y universidades', 'Marcas de moda', 'Empresas'],
  },
  workwear: {
    seo: {
      title: 'Ropa laboral y de alta visibilidad',
      description:
        'Pantalones de trabajo, monos, chalecos de alta visibilidad y camisas corporativas con su logotipo para constructoras, empresas de logística y hostelería.',
    },
    description:
      'Pantalones, camisas, monos de trabajo y prendas de alta visibilidad en sarga de poliéster-algodón y lona de algodón de {{workwearWeight}}, con costuras de triple pespunte, presillas en los puntos de tensión y rodillas reforzadas. Las prendas de alta visibilidad combinan tejidos fluorescentes con cinta retrorreflectante, y las camisas, casacas y polos corporativos se rematan con el logotipo bordado y botones a juego. Para constructoras y empresas de mantenimiento, operadores logísticos, hoteles y restaurantes, y distribuidores de uniformes.',
    features: [
      {
        title: 'Resistente donde se desgasta',
        text: 'Presillas en bolsillos y trabillas, rodillas de doble capa con bolsillo para rodilleras y portamartillos en pantalones pensados para el trabajo diario en obra.',
      },
      {
        title: 'Alta visibilidad',
        text: 'Tejidos fluorescentes amarillos y naranjas con cinta retrorreflectante en chaquetas, chalecos, polos y pantalones, colocada según las normas de seguridad de su centro de trabajo.',
      },
      {
        title: 'Una imagen para toda la plantilla',
        text: 'Logotipos bordados en camisas, casacas y forros polares del mismo color, para que el personal vaya igual de la recepción al muelle de carga.',
      },
    ],
    heroAlt:
      'Ilustración de un chaleco de alta visibilidad con cinta reflectante, una camisa de trabajo y un pantalón cargo',
    items: [
      'Pantalones de trabajo y cargo',
      'Monos de trabajo',
      'Chalecos y chaquetas de alta visibilidad',
      'Camisas y polos de trabajo',
      'Camisas y casacas corporativas',
      'Ropa de cocina y hostelería',
    ],
    buyers: [
      'Constructoras y empresas de mantenimiento',
      'Operadores logísticos y almacenes',
      'Hoteles y restaurantes',
      'Distribuidores de uniformes',
    ],
  },
  'school-uniforms': {
    seo: {
      title: 'Fabricante de uniformes escolares',
      description:
        'Americanas con escudo bordado, jerséis, camisas, faldas, pantalones y equipaciones de educación física en los colores de su colegio, iguales curso tras curso.',
    },
    description:
      'Americanas con escudo bordado o de canutillo hecho a mano, jerséis de pico y chaquetas de punto con ribetes a rayas, camisas, polos, faldas, pantalones y equipaciones de educación física en los colores del colegio, hechos para aguantar un curso entero de recreos y lavados a alta temperatura. Tejidos de poliéster-algodón de fácil cuidado, punto acrílico o de mezcla de lana y camisetas deportivas sublimadas mantienen un coste razonable para las familias sin que el uniforme parezca barato. Para colegios, grupos educativos y proveedores de uniformes que necesitan el mismo color y el mismo escudo curso tras curso.',
    features: [
      {
        title: 'Escudos siempre nítidos',
        text: 'Escudos bordados, tejidos o de canutillo hecho a mano, colocados exactamente en el mismo punto de cada americana, jersey y polo.',
      },
      {
        title: 'El mismo color cada curso',
        text: 'Colores del colegio igualados a referencias Pantone y mantenidos en cada reposición, para que el jersey comprado en septiembre combine con el de mayo.',
      },
      {
        title: 'Pensados para crecer',
        text: 'Rodillas reforzadas, cinturas ajustables y dobladillos generosos en pantalones y faldas que se pueden soltar a medida que el alumno crece.',
      },
    ],
    heroAlt: 'Ilustración de una americana escolar con escudo bordado, un jersey de pico y una falda plisada',
    items: [
      'Americanas',
      'Jerséis y chaquetas de punto',
      'Camisas y polos',
      'Pantalones, faldas y vestidos escolares',
      'Equipaciones y chándales de educación física',
    ],
    buyers: ['Colegios públicos y privados', 'Grupos educativos', 'Tiendas y proveedores de uniformes'],
  },
  'pants-trousers': {
    seo: {
      title: 'Pantalones de chándal, chinos y de trabajo',
      description:
        'Pantalones de chándal, joggers, chinos, cargo y de trabajo escalados según su tabla de tallas y rematados con sus etiquetas, para marcas, clubes y empresas.',
    },
    description:
      'Pantalones de chándal y joggers en tricot de poliéster y felpa perchada, chinos en sarga de algodón elástica, y pantalones cargo y de trabajo en lona y ripstop. Cada modelo se escala según su tabla de tallas con el tiro, el largo de entrepierna y el estrechamiento de pierna que usted indique, y se remata con etiquetas tejidas, logotipos bordados o estampados y tiradores de cremallera con su marca. Para marcas de moda y ropa deportiva, clubes que necesitan pantalones de chándal a juego y proveedores de ropa laboral.',
    features: [
      {
        title: 'Cintura y corte a elegir',
        text: 'Cinturas elásticas con cordón plano, cinturillas semielásticas o bragueta de sastrería con corchete, en corte slim, entallado, recto u holgado.',
      },
      {
        title: 'Bolsillos con función',
        text: 'Bolsillos laterales con cremallera en los de chándal, bolsillos traseros de vivo en los chinos y bolsillos cargo de fuelle con solapa en los modelos utilitarios.',
      },
      {
        title: 'Bajos para cada uso',
        text: 'Puños de canalé, cremalleras en el tobillo para ponérselos sobre botas y zapatillas, cordón con tope o dobladillo limpio, rematados según su muestra.',
      },
    ],
    heroAlt: 'Ilustración de un pantalón de chándal con puños de canalé, un chino y un pantalón cargo',
    items: [
      'Pantalones de chándal y joggers',
      'Pantalones de felpa',
      'Chinos',
      'Pantalones cargo',
      'Pantalones de trabajo',
    ],
    buyers: [
      'Marcas de moda y ropa deportiva',
      'Clubes y equipos deportivos',
      'Proveedores de ropa laboral',
      'Cadenas de tiendas',
    ],
  },
  boxing: {
    seo: {
      title: 'Fabricante de guantes y material de boxeo',
      description:
        'Guantes de boxeo de piel vacuna o PU, manoplas, sacos, cascos y calzones de satén con su logotipo, fabricados bajo pedido para gimnasios, clubes y marcas.',
    },
    description:
      'Guantes de piel vacuna auténtica o de piel sintética PU de {{boxingGloveWeight}}, con acolchado de espuma multicapa, cierre de velcro o de cordones y palma ventilada. Manoplas, paos tailandeses, sacos y cascos se fabrican con las mismas pieles y espumas, y los calzones y batas de satén llevan el nombre del púgil bordado o en twill. Para gimnasios y clubes de boxeo y marcas de deportes de contacto que quieren su logotipo en el puño del guante.',
    features: [
      {
        title: 'Piel o sintético',
        text: 'Piel vacuna plena flor para las líneas profesionales, y PU y microfibra resistentes para las gamas de club y fitness, todo cosido con hilo de nailon grueso.',
      },
      {
        title: 'Acolchado por capas',
        text: 'Una capa de impacto densa sobre espuma más blanda, moldeada sobre los nudillos y con el pulgar unido para proteger la mano.',
      },
      {
        title: 'Ajuste y cierre',
        text: 'Velcro para cambiarse rápido en el entrenamiento, cordones para sparring y combate, refuerzo de muñeca y forro que evacúa el sudor.',
      },
    ],
    heroAlt: 'Ilustración de unos guantes de boxeo de piel, una manopla y un calzón de boxeo de satén',
    items: [
      'Guantes de entrenamiento y sparring',
      'Manoplas y paos',
      'Sacos de boxeo',
      'Cascos',
      'Calzones y batas de satén',
      'Vendas',
    ],
    buyers: [
      'Gimnasios de boxeo y fitness',
      'Clubes de boxeo amateur',
      'Marcas de deportes de contacto',
      'Tiendas de deporte',
    ],
  },
  mma: {
    seo: {
      title: 'Ropa y guantes de MMA personalizados',
      description:
        'Pantalones cortos de MMA, rash guards y spats sublimados y guantes de grappling con sus patrocinadores, para gimnasios de MMA y BJJ, marcas y promotoras.',
    },
    description:
      'Pantalones cortos de MMA en poliéster elástico con aberturas laterales y bragueta de velcro, rash guards y spats sublimados en poliéster-elastano, y guantes de dedos abiertos desde {{mmaCompetitionGlove}} de competición hasta {{mmaSparringGlove}} de sparring. Espinilleras y camisetas de velada completan el equipo del luchador, con los patrocinadores estampados o cosidos donde lo permita la promotora. Para gimnasios de MMA y BJJ, marcas de ropa de deportes de contacto y promotoras de veladas.',
    features: [
      {
        title: 'Pantalones que no se abren',
        text: 'Bragueta de velcro con cintura de cordón y cuchilla elástica en la entrepierna, que aguantan patadas, derribos y las transiciones en el suelo.',
      },
      {
        title: 'Rash guards para el tatami',
        text: 'Tops y spats de ajuste compresivo con costuras planas que no rozan, silicona antideslizante en la cintura y diseños sublimados de arriba abajo.',
      },
      {
        title: 'Guantes para grappling',
        text: 'Dedos libres y palma abierta para agarrar, nudillos acolchados y una muñequera ancha que protege sin estorbar.',
      },
    ],
    heroAlt:
      'Ilustración de un pantalón corto de MMA, un rash guard sublimado y unos guantes de dedos abiertos',
    items: [
      'Pantalones cortos de MMA',
      'Rash guards',
      'Spats de grappling',
      'Guantes de MMA',
      'Espinilleras con empeine',
      'Camisetas de velada',
    ],
    buyers: [
      'Gimnasios de MMA y BJJ',
      'Marcas de ropa de deportes de contacto',
      'Promotoras y organizadores de eventos',
      'Tiendas de deportes de contacto',
    ],
  },
  'karate-judo': {
    seo: {
      title: 'Karateguis y judoguis personalizados',
      description:
        'Karateguis de iniciación y de competición, judoguis de tejido simple y doble, cinturones de grado y parches de club, para clubes, federaciones y marcas.',
    },
    description:
      'Karateguis desde los ligeros de {{karategiLightWeight}} para alumnos hasta los de {{karategiHeavyWeight}} para kata y kumite, en loneta de algodón o poliéster-algodón, y judoguis de tejido simple, gold weave y doble de unos {{judogiWeight}}. Los tejidos van preencogidos para que mangas y pantalones conserven el largo, y los pantalones llevan cordón o cintura elástica para todas las edades. Para clubes de kárate y judo, federaciones y asociaciones, y marcas de material de artes marciales.',
    features: [
      {
        title: 'Un gramaje para cada nivel',
        text: 'Pesos de iniciación, intermedio y competición, para que principiantes y cinturones negros entrenen con un traje pensado para su nivel.',
      },
      {
        title: 'Hechos para el agarre',
        text: 'Cuellos y solapas reforzados, sisas con doble costura y mangas amplias en los judoguis, que aguantan agarres y proyecciones a diario.',
      },
      {
        title: 'Cinturones y parches de club',
        text: 'Cinturones de todos los grados con nombre o estilo bordado, y parches del club tejidos o bordados, cosidos antes del envío.',
      },
    ],
    heroAlt: 'Ilustración de un karategui blanco, un judogui de tejido doble y un cinturón negro',
    items: [
      'Karateguis de iniciación',
      'Karateguis de kata y kumite',
      'Judoguis de tejido simple y doble',
      'Cinturones de grado',
      'Parches e insignias de club',
    ],
    buyers: [
      'Clubes de kárate y judo',
      'Federaciones y asociaciones',
      'Marcas de material de artes marciales',
      'Tiendas de artes marciales',
    ],
  },
  bags: {
    seo: {
      title: 'Bolsas de deporte y mochilas con su marca',
      description:
        'Bolsas de deporte, mochilas, petates y mochilas de cuerdas en poliéster 600D y 1680D con su logotipo, fabricadas bajo pedido para equipos, colegios y marcas.',
    },
    description:
      'Bolsas de equipo, mochilas, petates y mochilas de cuerdas en poliéster 600D y 1680D, nailon ripstop y lona de algodón, con recubrimiento de PU en el reverso para resistir el agua. Hombreras acolchadas, bases reforzadas, fundas para portátil y compartimentos separados para el calzado y la ropa mojada se definen modelo a modelo. Para equipos y clubes, colegios, marcas de bolsos y complementos, y regalos de empresa.',
    features: [
      {
        title: 'Tejido según la carga',
        text: 'Poliéster 600D para el uso diario, poliéster balístico 1680D para bolsas de equipo pesadas y nailon ripstop donde importa el peso.',
      },
      {
        title: 'Logotipos duraderos',
        text: 'Bordado, serigrafía, parches de PVC o de caucho y etiquetas tejidas, en el panel que indique su diseño.',
      },
      {
        title: 'Herrajes resistentes',
        text: 'Cremalleras tipo YKK con tiradores personalizados, hebillas de acetal o de metal y cinchas con presillas en cada punto de carga.',
      },
    ],
    heroAlt: 'Ilustración de una bolsa de equipo, una mochila y una mochila de cuerdas',
    items: [
      'Bolsas de equipo',
      'Mochilas',
      'Petates y bolsas de viaje',
      'Mochilas de cuerdas',
      'Zapatilleros y bolsas para botas',
      'Bolsas de material con ruedas',
    ],
    buyers: [
      'Equipos y clubes deportivos',
      'Colegios y universidades',
      'Marcas de bolsos y complementos',
      'Empresas que encargan regalos corporativos',
    ],
  },
} satisfies ProductsContent
