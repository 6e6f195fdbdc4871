import type { ProductsContent } from '../types'

export const products = {
  'american-football': {
    seo: {
      title: 'Custom American Football Uniforms',
      description:
        'American football jerseys cut for shoulder pads, with tackle-twill or sublimated numbers, and padded game pants, made to order for schools, clubs and leagues.',
    },
    description:
      'Game jerseys cut to sit over shoulder pads, in stretch mesh and dazzle with reinforced shoulders and spandex side panels that hug the pads. Numbers go on as sublimation or sewn tackle twill, and game and practice pants come with built-in pockets for hip, thigh and knee pads. Made for school and college programmes, semi-pro teams and flag leagues that need home, away and practice sets to match.',
    features: [
      {
        title: 'Cut for shoulder pads',
        text: 'Extended shoulder yokes, stretch side panels and long tuck-in tails keep the jersey tight over pads, leaving nothing loose for an opponent to grab.',
      },
      {
        title: 'Tackle-twill numbers',
        text: 'Names and numbers in sewn-on tackle twill, layered in up to three colours, or sublimated into the fabric for a lighter jersey.',
      },
      {
        title: 'Pants built for pads',
        text: 'Integrated pad pockets, a four-way stretch knit with a reinforced seat and a belt-loop waist that takes the team belt.',
      },
    ],
    heroAlt:
      'Illustration of an American football game jersey with tackle-twill numbers and a pair of padded game pants',
    items: [
      'Game jerseys',
      'Practice jerseys',
      'Integrated pad pants',
      'Padded compression girdles',
      'Flag football sets',
      'Sideline hoodies and jackets',
    ],
    buyers: [
      'School and college programmes',
      'Semi-pro and club teams',
      'Flag football leagues',
      'Team dealers',
    ],
  },
  soccer: {
    seo: {
      title: 'Custom Soccer Uniforms & Football Kits',
      description:
        "Sublimated football kits with your squad's names and numbers, goalkeeper wear, training tops and tracksuits, made in our own factory for clubs and academies.",
    },
    description:
      'Full kits sublimated edge to edge in {{teamKitWeight}} interlock and micro-mesh, so crests, sponsors, names and numbers never crack or peel however often they are washed. Goalkeeper shirts come with padded elbows, and training tops, drill tops and tracksuits are made to match the match kit. For clubs, academies, leagues and brands launching their own football line.',
    features: [
      {
        title: 'Squad names and numbers',
        text: "Every player's name and number printed into the shirt from your squad list, shorts numbers included, with no heat-press edges to lift.",
      },
      {
        title: 'Mesh where it matters',
        text: 'Micro-mesh underarm and back panels on a light interlock body dry quickly between halves and keep the shirt from clinging.',
      },
      {
        title: 'Goalkeeper wear',
        text: 'Long-sleeve shirts with padded elbows and three-quarter or full-length padded trousers, in colours that stand apart from the outfield kit.',
      },
    ],
    heroAlt: 'Illustration of a sublimated soccer jersey, shorts and socks',
    items: [
      'Sublimated match shirts',
      'Match shorts and socks',
      'Goalkeeper shirts and padded trousers',
      'Training and drill tops',
      'Tracksuits and warm-up jackets',
      'Referee kits',
    ],
    buyers: [
      'Clubs and academies',
      'Leagues and tournaments',
      'Schools and universities',
      'Sportswear brands',
    ],
  },
  basketball: {
    seo: {
      title: 'Custom Basketball Uniforms Manufacturer',
      description:
        'Reversible basketball jerseys and shorts in double-layer mesh, shooting shirts and warm-up pants in your team colours, for schools, clubs and leagues.',
    },
    description:
      'Reversible jerseys and shorts in double-layer dazzle and aero mesh, cut long and loose with wide armholes and broad binding that lies flat. One reversible set covers home and away or practice splits, with numbers sublimated, sewn in tackle twill or screen printed. Shooting shirts and warm-up pants finish the bench look for school, club and league teams.',
    features: [
      {
        title: 'Truly reversible',
        text: 'Two mesh layers, each in its own colour, with numbers printed or sewn on both sides, so a single set serves practice and game day.',
      },
      {
        title: 'Free-moving cut',
        text: 'Dropped armholes, a longer body and shorts with a {{basketballInseam}} inseam and an elastic drawcord waist stay out of the way on every jump shot.',
      },
      {
        title: 'Bench and warm-up wear',
        text: 'Long-sleeve shooting shirts, snap-side warm-up pants and hoodies in team colours, made to match the playing kit.',
      },
    ],
    heroAlt: 'Illustration of a reversible basketball jersey and matching mesh shorts',
    items: [
      'Reversible practice jerseys',
      'Game jerseys and shorts',
      'Shooting shirts',
      'Snap-side warm-up pants',
      'Team hoodies',
    ],
    buyers: [
      'School and college teams',
      'Amateur and 3x3 leagues',
      'Clubs and camps',
      'Streetwear and sports brands',
    ],
  },
  baseball: {
    seo: {
      title: 'Custom Baseball Jerseys, Pants and Caps',
      description:
        'Full-button and two-button baseball jerseys, piped pants and embroidered six-panel caps in your team colours, made to order for youth, school and adult leagues.',
    },
    description:
      'Full-button and two-button jerseys in pro-weight polyester mesh and double knit, with soutache piping, tackle-twill or chain-stitched script lettering and sleeve patches. Pants come in knicker, open-bottom and piped styles with reinforced knees, and structured six-panel caps are embroidered to match. A complete look for youth, school, college and adult leagues, and for softball teams too.',
    features: [
      {
        title: 'Script and tackle twill',
        text: 'Team scripts in tackle twill with zigzag stitching, chain-stitch embroidery for a vintage finish, or full sublimation for lighter jerseys.',
      },
      {
        title: 'Pants that take a slide',
        text: 'Double-knit pants with reinforced knees, a gripper waistband and belt loops, in solid, piped or pinstripe styles.',
      },
      {
        title: 'Caps to match',
        text: "Structured six-panel caps with raised 3D embroidery on the front, fitted, snapback or stretch-fit, in the team's colours.",
      },
    ],
    heroAlt: 'Illustration of a button-front baseball jersey with script lettering, pants and a team cap',
    items: [
      'Full-button jerseys',
      'Two-button jerseys',
      'Baseball and softball pants',
      'Team caps',
      'Batting practice tops',
      'Cage jackets',
    ],
    buyers: ['Youth leagues', 'School and college teams', 'Adult and softball leagues', 'Team outfitters'],
  },
  'ice-hockey': {
    seo: {
      title: 'Custom Ice Hockey Jerseys and Socks',
      description:
        'Heavyweight ice hockey jerseys with twill crests and fight straps, socks striped to match and locker-room wear, made to order for clubs and leagues.',
    },
    description:
      'Heavyweight jerseys in durable double-knit or air-knit polyester, cut roomy to fit over shoulder and elbow pads, with twill appliqué crests, embroidered shoulder patches and tackle-twill numbers. Matching hockey socks are knitted or sublimated to repeat the jersey stripes, and locker-room hoodies, jackets and base layers complete the order. For clubs, minor hockey associations, adult leagues and university teams.',
    features: [
      {
        title: 'Built for contact',
        text: 'Double-stitched seams, reinforced elbows, a lace-up or V-neck collar and an optional fight strap sewn into the back hem.',
      },
      {
        title: 'Crests that last',
        text: 'Multi-layer twill crests, zigzag-stitched at the edge, come through seasons of board checks and hot washes without peeling.',
      },
      {
        title: 'Socks and stripes matched',
        text: 'Hockey socks cut to fit over shin guards, with stripe widths and colours matched to the jersey hem and sleeves.',
      },
    ],
    heroAlt: 'Illustration of a striped ice hockey jersey with a sewn crest and matching hockey socks',
    items: [
      'Game jerseys',
      'Practice jerseys',
      'Hockey socks',
      'Locker-room hoodies',
      'Team jackets',
      'Base layers',
    ],
    buyers: [
      'Clubs and minor hockey associations',
      'Adult recreational leagues',
      'University teams',
      'Team dealers',
    ],
  },
  cricket: {
    seo: {
      title: 'Cricket Whites and Coloured Kits',
      description:
        'Cricket whites, cable-knit sweaters and sublimated one-day and T20 kits in your club colours, made to order for clubs, schools, academies and franchise leagues.',
    },
    description:
      'Whites in cotton-rich or polyester knit in classic white or cream, cable-knit sweaters and slipovers in wool blends or acrylic, and fully sublimated coloured kits for one-day and T20 cricket. Whites are cut for bowling and diving, with a longer back, a button placket and reinforced knees on the trousers. For club and county sides, schools and academies, franchise leagues and cricket retailers.',
    features: [
      {
        title: 'Whites that wash well',
        text: 'White and cream fabrics chosen to take repeated hot washes and stain treatment after long days on the grass.',
      },
      {
        title: 'Cable-knit sweaters',
        text: 'V-neck cable-knit sweaters and slipovers with stripes knitted in club colours at the neck and hem.',
      },
      {
        title: 'Coloured limited-overs kits',
        text: 'Sublimated one-day and T20 shirts and trousers with sponsor logos, names and numbers printed into the fabric.',
      },
    ],
    heroAlt: 'Illustration of a cricket whites shirt, trousers and a cable-knit sweater with club stripes',
    items: [
      'Whites shirts and trousers',
      'Cable-knit sweaters and slipovers',
      'Sublimated one-day and T20 kits',
      'Training shirts',
      'Sun hats and caps',
    ],
    buyers: [
      'Club and county sides',
      'Schools and academies',
      'Franchise and T20 leagues',
      'Cricket retailers',
    ],
  },
  'gym-training': {
    seo: {
      title: 'Custom Gym Wear Manufacturer',
      description:
        'Private-label gym wear: performance tees, tanks, joggers and shorts in athletic fits, graded to your own size chart and made to order for gym-wear brands.',
    },
    description:
      'Performance tees, tanks, stringers, joggers and shorts in moisture-wicking polyester-spandex and {{gymCottonWeight}} cotton-poly blends, cut in the tapered, athletic fits that gym-wear brands sell on. Flatlock seams, gusseted crotches and bonded hems keep every piece comfortable through heavy lifts and hard sessions. For gym-wear labels launching under their own name, gym chains and training studios.',
    features: [
      {
        title: 'Athletic, tapered fits',
        text: 'Muscle-fit tees, racerback tanks and tapered joggers graded to your own size chart, from slim to oversized.',
      },
      {
        title: 'Fabric for the session',
        text: 'Quick-dry poly-spandex jersey with mesh panels for training, and heavier cotton blends for lifestyle drops.',
      },
      {
        title: 'Branding that stretches',
        text: 'Silicone and reflective heat transfers, tonal embroidery and printed neck labels that flex with the fabric instead of cracking.',
      },
    ],
    heroAlt: 'Illustration of a fitted training t-shirt, a racerback tank and tapered joggers',
    items: [
      'Performance t-shirts',
      'Tanks and stringers',
      'Joggers',
      'Training shorts',
      'Sports bras',
      'Zip jackets and hoodies',
    ],
    buyers: [
      'Gym-wear brands',
      'Gym chains and studios',
      'Personal trainers and coaches',
      'Online retailers',
    ],
  },
  'yoga-pilates': {
    seo: {
      title: 'Yoga and Pilates Wear Manufacturer',
      description:
        'Squat-proof leggings, sports bras and crop tops in brushed nylon-spandex, made under your own label for activewear brands and yoga and Pilates studios.',
    },
    description:
      'Leggings, sports bras, crop tops and soft layers in brushed nylon-spandex and polyester-spandex interlock of around {{compressionWeight}}, dense enough to stay opaque in a deep squat. High waistbands without side seams, gusseted crotches and flatlock seams keep every piece smooth against the skin, from the mat to the reformer. Made for activewear labels, yoga and Pilates studios and boutique retailers building a collection under their own name.',
    features: [
      {
        title: 'Opaque, sculpting fabrics',
        text: 'Buttery brushed handles and firmer matte finishes, checked for see-through on stretch at the sample stage, before any bulk cutting.',
      },
      {
        title: 'Waistbands and pockets',
        text: 'Wide high-rise waistbands with a hidden key pocket, side pockets that hold a phone, and drawcord or fold-over options.',
      },
      {
        title: 'Bras with real support',
        text: 'Removable cups, double-layer fronts and racerback, criss-cross or adjustable straps, in light and medium support.',
      },
    ],
    heroAlt: 'Illustration of high-waisted leggings, a criss-cross sports bra and a cropped top',
    items: [
      'High-waisted leggings',
      'Sports bras',
      'Crop tops and fitted tanks',
      'Biker shorts',
      'Wrap tops and soft layers',
      'Flared yoga pants',
    ],
    buyers: ['Activewear labels', 'Yoga and Pilates studios', 'Boutique retailers'],
  },
  running: {
    seo: {
      title: 'Custom Running Apparel Manufacturer',
      description:
        'Race singlets, split shorts, technical tees and packable wind jackets in featherweight fabrics, made to order for running clubs, race organisers and brands.',
    },
    description:
      'Singlets and tees in {{runningKnitWeight}} micro-mesh and light knits, split and 2-in-1 shorts with liners and gel pockets, and packable wind shells with reflective trims for early and late runs. Bonded hems, laser-cut ventilation and flatlock seams cut weight and chafing over long distances. For running clubs, race organisers, charity events and performance brands.',
    features: [
      {
        title: 'Featherweight fabrics',
        text: 'Open micro-mesh singlets and light knits that dry fast and feel like nothing on race day.',
      },
      {
        title: 'Seen in the dark',
        text: 'Reflective prints, piping and logos on shells, tights and shorts for runners on the road before sunrise or after dark.',
      },
      {
        title: 'Finisher and club tees',
        text: 'Finisher tees and club singlets printed with the event name, date and sponsors, packed by size for each race.',
      },
    ],
    heroAlt: 'Illustration of a mesh running singlet, split shorts and a lightweight wind jacket',
    items: [
      'Race singlets',
      'Technical running tees',
      'Split and 2-in-1 shorts',
      'Running tights',
      'Packable wind jackets',
      'Finisher t-shirts',
    ],
    buyers: ['Running clubs', 'Race and charity event organisers', 'Performance brands', 'Sports retailers'],
  },
  'compression-wear': {
    seo: {
      title: 'Custom Compression Wear Manufacturer',
      description:
        'Compression base layers, tights, shorts and sleeves in high-elastane knits, in your team colours and with your logo, made to order for teams and sports brands.',
    },
    description:
      'Base layers, tights, shorts and arm and calf sleeves in high-elastane nylon and polyester knits, typically {{elastaneShare}} spandex, for a firm fit that supports the muscles through play and recovery. Pieces come in team colours with sublimated or printed logos, in long and short lengths, to wear under kit or on their own. For team sports programmes, performance brands and sports retailers.',
    features: [
      {
        title: 'Strong recovery',
        text: 'Nylon-spandex and poly-spandex knits that spring back after every stretch, so the fit stays firm wash after wash.',
      },
      {
        title: 'Graduated fit',
        text: 'Patterns that narrow toward the ankle and wrist, with targeted panels over the quads, calves and shoulders.',
      },
      {
        title: 'Ready to wear under kit',
        text: 'Flat seams, silicone leg grippers and thin bonded hems lie smooth under jerseys, pads and shorts.',
      },
    ],
    heroAlt: 'Illustration of a long-sleeve compression base layer, full-length tights and a calf sleeve',
    items: [
      'Long and short-sleeve base layers',
      'Compression tights',
      'Compression shorts',
      'Arm and calf sleeves',
      'Mock-neck tops',
    ],
    buyers: ['Team sports programmes', 'Performance brands', 'Sports retailers'],
  },
  'cycle-wear': {
    seo: {
      title: 'Custom Cycling Jerseys and Bib Shorts',
      description:
        'Sublimated cycling jerseys, bib shorts with chamois pads, gilets and thermal jackets in your club and sponsor designs, made to order for clubs and race teams.',
    },
    description:
      'Race-cut jerseys in light sublimated polyester knit with full-length camlock zips and silicone hem grippers, and bib shorts in compressive nylon-spandex with multi-density chamois pads for long hours in the saddle. Gilets, arm warmers and thermal jackets extend the season, all printed edge to edge with club and sponsor designs. For cycling clubs, race and triathlon teams, sportive organisers and cycling brands.',
    features: [
      {
        title: 'Race or club fit',
        text: 'Aero race cuts with laser-cut sleeve ends, or a relaxed club fit, both with three rear pockets and a zipped valuables pocket.',
      },
      {
        title: 'Bibs that stay put',
        text: 'Wide mesh bib straps, silicone leg grippers and a chamois chosen for road, gravel or endurance riding.',
      },
      {
        title: 'Seam-to-seam sublimation',
        text: 'Club colours, sponsor panels and your own artwork printed across jerseys, bibs, gilets, caps and socks, so the whole kit lines up.',
      },
    ],
    heroAlt: 'Illustration of a sublimated cycling jersey with rear pockets and a pair of bib shorts',
    items: [
      'Short and long-sleeve jerseys',
      'Bib shorts and bib tights',
      'Gilets',
      'Thermal jackets',
      'Arm and leg warmers',
      'Cycling caps and socks',
    ],
    buyers: [
      'Cycling clubs',
      'Race and triathlon teams',
      'Sportive and event organisers',
      'Cycling brands and bike shops',
    ],
  },
  't-shirts-polos': {
    seo: {
      title: 'Private-Label T-Shirts and Polo Shirts',
      description:
        'T-shirts in ring-spun cotton of {{teeWeight}} and piqué polos with tipped collars, finished with your own labels, for fashion brands, companies and events.',
    },
    description:
      'T-shirts in combed ring-spun cotton of {{teeWeight}} in regular, oversized and boxy fits, and piqué polos in cotton or cotton-poly with two- or three-button plackets, flat-knit collars and side vents. Brands get private-label finishing with printed neck labels, woven labels and swing tags, while companies get chest embroidery or back prints in their own colours. For fashion and merch brands, corporate and hospitality uniforms, and event and promotional buyers.',
    features: [
      {
        title: 'The right weight',
        text: '{{teeLightWeight}} for events and giveaways, {{teeMidWeight}} for everyday wear and {{teeHeavyWeight}} heavyweight jersey for premium streetwear tees.',
      },
      {
        title: 'Dyes and washes',
        text: 'Garment dyeing and enzyme or silicone washes for a soft hand and a lived-in colour on fashion ranges.',
      },
      {
        title: 'Polos with proper collars',
        text: 'Flat-knit collars and cuffs tipped in your colours, taped necklines and reinforced plackets that keep their shape wash after wash.',
      },
    ],
    heroAlt: 'Illustration of a crew-neck t-shirt and a piqué polo shirt with a tipped collar',
    items: [
      'Crew and V-neck t-shirts',
      'Oversized heavyweight tees',
      'Piqué polo shirts',
      'Performance polos',
      'Long-sleeve tees',
    ],
    buyers: [
      'Fashion and streetwear brands',
      'Merchandise and promotional companies',
      'Corporate and hospitality uniforms',
      'Event organisers',
    ],
  },
  'hoodies-sweatshirts': {
    seo: {
      title: 'Custom Hoodie and Sweatshirt Manufacturer',
      description:
        'Custom hoodies, zip hoodies and crewneck sweatshirts in brushed fleece or French terry up to {{fleeceHeavyWeight}}, made to your tech pack for brands, clubs and universities.',
    },
    description:
      'Pullover and zip hoodies, crewnecks and quarter-zips in brushed-back fleece or loopback French terry, from {{fleeceLightWeight}} for layering up to {{fleeceHeavyWeight}} for heavyweight streetwear drops. Ribbed cuffs and hems with spandex, flat drawcords with metal aglets, kangaroo or side-seam pockets and the fit you want are all made to your tech pack. For streetwear and fashion brands, universities, sports clubs and companies ordering branded merchandise.',
    features: [
      {
        title: 'Fleece or French terry',
        text: 'Brushed fleece for warmth and loopback French terry for a lighter, drier feel, both in cotton-rich or recycled-polyester blends.',
      },
      {
        title: 'Hoods done properly',
        text: 'Double-layer hoods that hold their shape, crossover or stitched necks, custom zip pullers and metal eyelets.',
      },
      {
        title: 'Texture-rich decoration',
        text: 'Raised 3D embroidery, flat embroidery, chenille and appliqué patches for college, club and streetwear looks.',
      },
    ],
    heroAlt: 'Illustration of a pullover hoodie with a kangaroo pocket and a crewneck sweatshirt',
    items: [
      'Pullover hoodies',
      'Zip hoodies',
      'Crewneck sweatshirts',
      'Quarter-zip tops',
      'Hoodie and jogger sets',
    ],
    buyers: [
      'Streetwear and fashion brands',
      'Universities and colleges',
      'Sports clubs',
      'Corporate merchandise buyers',
    ],
  },
  'jackets-outerwear': {
    seo: {
      title: 'Custom Jackets and Outerwear Manufacturer',
      description:
        'Softshells, puffer jackets, windbreakers and varsity jackets with your logo embroidered, printed or patched on, made to order for teams, schools and brands.',
    },
    description:
      'Softshells with a bonded fleece back, quilted puffers with synthetic insulation, windbreakers in ripstop nylon and varsity jackets with melton wool bodies and leather or PU sleeves. Storm flaps, adjustable hoods, inside pockets and reflective details are built to your brief, and logos are embroidered, printed or sewn on as patches. For teams and clubs, schools, fashion brands and companies that want their badge on outerwear that lasts through winter.',
    features: [
      {
        title: 'Weather protection',
        text: 'Water-repellent (DWR) finishes, taped seams and storm flaps for shells that keep wind and rain out on the touchline or the commute.',
      },
      {
        title: 'Warmth to order',
        text: 'Synthetic down-alternative fill in the weight your climate needs, quilted or baffled, with fleece or taffeta linings.',
      },
      {
        title: 'Varsity craftsmanship',
        text: 'Melton wool bodies, leather or PU sleeves, striped rib trims and chenille letters for the classic letterman jacket.',
      },
    ],
    heroAlt:
      'Illustration of a quilted puffer jacket, a softshell and a varsity jacket with chenille lettering',
    items: [
      'Softshell jackets',
      'Puffer and padded jackets',
      'Windbreakers and rain jackets',
      'Varsity jackets',
      'Coach and stadium jackets',
      'Fleece jackets',
    ],
    buyers: ['Sports teams and clubs', 'Schools and universities', 'Fashion brands', 'Corporate buyers'],
  },
  workwear: {
    seo: {
      title: 'Workwear and Hi-Vis Uniform Manufacturer',
      description:
        'Hard-wearing work trousers, coveralls, hi-vis vests and corporate shirts with your logo, made to order for construction, logistics, hotel and restaurant teams.',
    },
    description:
      'Work trousers, shirts, coveralls and hi-vis garments in polycotton twill and cotton canvas of {{workwearWeight}}, with triple-stitched seams, bar-tacked stress points and reinforced knees. Hi-vis pieces combine fluorescent fabrics with retroreflective tape, and corporate shirts, tunics and polos are finished with embroidered logos and colour-matched buttons. For construction and facilities firms, logistics operators, hotels and restaurants, and uniform distributors.',
    features: [
      {
        title: 'Tough where it wears',
        text: 'Bar-tacks on pockets and belt loops, double-layer knees with pad pockets and hammer loops on trousers made for daily site work.',
      },
      {
        title: 'High visibility',
        text: "Fluorescent yellow and orange fabrics with retroreflective tape on jackets, vests, polos and trousers, laid out to your site's safety rules.",
      },
      {
        title: 'One look for every team',
        text: 'Embroidered logos on colour-matched shirts, tunics and fleeces, so staff look the same from reception to the loading bay.',
      },
    ],
    heroAlt: 'Illustration of a hi-vis vest with reflective tape, a work shirt and cargo work trousers',
    items: [
      'Work trousers and cargo pants',
      'Coveralls and boiler suits',
      'Hi-vis vests and jackets',
      'Work shirts and polos',
      'Corporate shirts and tunics',
      'Chef and hospitality wear',
    ],
    buyers: [
      'Construction and facilities firms',
      'Logistics and warehouse operators',
      'Hotels and restaurants',
      'Uniform distributors',
    ],
  },
  'school-uniforms': {
    seo: {
      title: 'School Uniform and PE Kit Manufacturer',
      description:
        'School blazers with embroidered crests, jumpers, shirts, skirts, trousers and PE kits in your school colours, the same every term, for schools and suppliers.',
    },
    description:
      'Blazers with embroidered or hand-made bullion crests, V-neck jumpers and cardigans with striped trims, shirts, polos, skirts, trousers and PE kits in house colours, built to survive a school year of playgrounds and hot washes. Easy-care polycotton, acrylic or wool-blend knits and sublimated sports tops keep the cost to families reasonable without looking cheap. For schools, academy trusts and uniform suppliers who need the same colour and crest every term.',
    features: [
      {
        title: 'Crests that stay sharp',
        text: 'Embroidered, woven or hand-made bullion-wire crests, placed in exactly the same spot on every blazer, jumper and polo.',
      },
      {
        title: 'Colour kept every term',
        text: 'School colours matched to Pantone references and held across reorders, so a jumper bought in September matches one bought in May.',
      },
      {
        title: 'Made for growing children',
        text: 'Reinforced knees, adjustable waistbands and deep hems on trousers and skirts that can be let down as pupils grow.',
      },
    ],
    heroAlt: 'Illustration of a school blazer with an embroidered crest, a V-neck jumper and a pleated skirt',
    items: [
      'Blazers',
      'Jumpers and cardigans',
      'Shirts and polo shirts',
      'Trousers, skirts and pinafores',
      'PE kits and tracksuits',
    ],
    buyers: ['Independent and state schools', 'Academy trusts', 'Uniform shops and suppliers'],
  },
  'pants-trousers': {
    seo: {
      title: 'Custom Track Pants, Chinos and Trousers',
      description:
        'Track pants, joggers, chinos, cargo and work trousers graded to your size chart and finished with your labels, made to order for brands, clubs and suppliers.',
    },
    description:
      'Track pants and joggers in polyester tricot and brushed fleece, chinos in stretch cotton twill, and cargo and work trousers in canvas and ripstop. Every style is graded to your size chart with the rise, inside leg and taper you specify, and finished with woven labels, embroidered or printed logos and branded zip pullers. For sportswear and fashion brands, clubs that need matching tracksuit bottoms, and workwear suppliers.',
    features: [
      {
        title: 'Waist and fit options',
        text: 'Elastic waists with flat drawcords, half-elastic waistbands or tailored fly fronts with a hook-and-bar, in slim, tapered, straight and relaxed cuts.',
      },
      {
        title: 'Purpose-built pockets',
        text: 'Zipped side pockets on track pants, welt back pockets on chinos and bellowed cargo pockets with flaps on utility styles.',
      },
      {
        title: 'Hems for every use',
        text: 'Ribbed cuffs, ankle zips for pulling on over boots and trainers, toggled drawcords or a clean turned hem, finished to your sample.',
      },
    ],
    heroAlt: 'Illustration of tapered track pants with ribbed cuffs, a pair of chinos and cargo trousers',
    items: ['Track pants and joggers', 'Fleece sweatpants', 'Chinos', 'Cargo trousers', 'Work trousers'],
    buyers: [
      'Sportswear and fashion brands',
      'Sports clubs and teams',
      'Workwear suppliers',
      'Retail chains',
    ],
  },
  boxing: {
    seo: {
      title: 'Boxing Gloves and Equipment Manufacturer',
      description:
        'Boxing gloves in genuine leather or PU, focus mitts, punch bags, head guards and satin shorts with your logo on them, made to order for gyms, clubs and brands.',
    },
    description:
      "Gloves in genuine cowhide or PU synthetic leather in {{boxingGloveWeight}}, built on multi-layer foam with hook-and-loop or lace-up closures and ventilated palms. Focus mitts, Thai pads, punch bags and head guards use the same leathers and foams, while satin shorts and robes carry the fighter's name in embroidery or twill. For boxing gyms, clubs and combat-sports brands that want their own logo on the cuff.",
    features: [
      {
        title: 'Leather or synthetic',
        text: 'Full-grain cowhide for professional lines, and hard-wearing PU and microfibre for club and fitness ranges, all stitched with heavy nylon thread.',
      },
      {
        title: 'Layered padding',
        text: 'A dense striking layer over softer foam, shaped around the knuckles, with an attached thumb to protect the hand.',
      },
      {
        title: 'Fit and closure',
        text: 'Hook-and-loop straps for quick changes in training, lace-ups for sparring and bouts, wrist reinforcement and moisture-wicking linings.',
      },
    ],
    heroAlt: 'Illustration of a pair of leather boxing gloves, a focus mitt and satin boxing shorts',
    items: [
      'Training and sparring gloves',
      'Focus mitts and Thai pads',
      'Punch bags',
      'Head guards',
      'Satin shorts and robes',
      'Hand wraps',
    ],
    buyers: ['Boxing and fitness gyms', 'Amateur boxing clubs', 'Combat-sports brands', 'Sports retailers'],
  },
  mma: {
    seo: {
      title: 'Custom MMA Shorts, Rash Guards and Gloves',
      description:
        'MMA fight shorts, sublimated rash guards, spats and grappling gloves carrying your logo and sponsors, made to order for MMA and BJJ gyms, brands and promoters.',
    },
    description:
      'Fight shorts in stretch polyester with side splits and a hook-and-loop fly, sublimated rash guards and spats in poly-spandex, and open-finger gloves from {{mmaCompetitionGlove}} competition to {{mmaSparringGlove}} sparring weights. Shin guards and fight-night tees complete the kit, with sponsor logos printed or sewn wherever the promotion allows. For MMA and BJJ gyms, fight-wear brands and event promoters.',
    features: [
      {
        title: 'Shorts that stay closed',
        text: 'A hook-and-loop fly with a drawcord waist and a stretch crotch gusset that hold through scrambles, kicks and takedowns.',
      },
      {
        title: 'Rash guards for the mat',
        text: 'Compression-fit tops and spats with flat seams that do not rub, silicone waist grippers and designs sublimated all over.',
      },
      {
        title: 'Grappling-ready gloves',
        text: 'Free fingers and an open palm for grips, a padded knuckle and a wide wrist strap that protects without getting in the way.',
      },
    ],
    heroAlt: 'Illustration of MMA fight shorts, a sublimated rash guard and open-finger grappling gloves',
    items: [
      'Fight shorts',
      'Rash guards',
      'Grappling spats',
      'MMA gloves',
      'Shin and instep guards',
      'Fight-night t-shirts',
    ],
    buyers: [
      'MMA and BJJ gyms',
      'Fight-wear brands',
      'Promotions and event organisers',
      'Combat-sports retailers',
    ],
  },
  'karate-judo': {
    seo: {
      title: 'Karate and Judo Uniform Manufacturer',
      description:
        'Karate gis from student to competition weight, single and double-weave judo gis, grade belts and club patches, made to order for clubs, associations and brands.',
    },
    description:
      'Karategis from light {{karategiLightWeight}} student suits to {{karategiHeavyWeight}} heavyweight kata and kumite uniforms in cotton or polycotton canvas, and judogis in single, gold and double weave of around {{judogiWeight}}. Fabrics are pre-shrunk so sleeves and trousers keep their length, and trousers come with drawstring or elastic waists for every age. For karate and judo clubs, national and regional associations, and martial-arts equipment brands.',
    features: [
      {
        title: 'A weight for every level',
        text: 'Student, intermediate and competition weights, so beginners and black belts each train in a suit made for their level.',
      },
      {
        title: 'Built for grips',
        text: 'Reinforced collars and lapels, double-stitched armpits and wide sleeves on judogis that take gripping and throwing every day.',
      },
      {
        title: 'Belts and club patches',
        text: 'Belts in every grade colour with embroidered names or styles, and woven or embroidered club patches sewn on before dispatch.',
      },
    ],
    heroAlt: 'Illustration of a white karategi, a heavy double-weave judogi and a black belt',
    items: [
      'Student karategis',
      'Kata and kumite karategis',
      'Single and double-weave judogis',
      'Grade belts',
      'Club patches and badges',
    ],
    buyers: [
      'Karate and judo clubs',
      'National and regional associations',
      'Martial-arts equipment brands',
      'Martial-arts shops',
    ],
  },
  bags: {
    seo: {
      title: 'Custom Sports Bags and Backpacks',
      description:
        'Kit bags, backpacks, duffels and drawstring bags in 600D and 1680D polyester with your logo, made to order for teams, schools, brands and corporate gifts.',
    },
    description:
      'Kit bags, backpacks, duffels and drawstring bags in 600D and 1680D polyester, ripstop nylon and cotton canvas, with PU-coated backs for water resistance. Padded shoulder straps, reinforced bases, laptop sleeves and separate compartments for boots and wet kit are specified style by style. For teams and clubs, schools, bag and accessory brands, and corporate gifting programmes.',
    features: [
      {
        title: 'Fabric for the load',
        text: '600D polyester for everyday bags, 1680D ballistic polyester for heavy kit bags and ripstop nylon where weight matters.',
      },
      {
        title: 'Logos that last',
        text: 'Embroidery, screen print, PVC or rubber patches and woven labels, placed on whichever panel your design calls for.',
      },
      {
        title: 'Heavy-duty hardware',
        text: 'YKK-type zips with branded pullers, acetal or metal buckles and bar-tacked webbing at every load point.',
      },
    ],
    heroAlt: 'Illustration of a team kit bag, a backpack and a drawstring bag',
    items: [
      'Team kit bags',
      'Backpacks',
      'Duffels and holdalls',
      'Drawstring gym bags',
      'Boot and shoe bags',
      'Wheeled equipment bags',
    ],
    buyers: [
      'Sports teams and clubs',
      'Schools and universities',
      'Bag and accessory brands',
      'Corporate gifting programmes',
    ],
  },
} satisfies ProductsContent
